import { securityEndpoints } from '@olivia/contracts/security-endpoints';
import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import type { SignInResponse } from '@olivia/contracts/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { gbpAccount, mockSettlementsApi, UPLOADED_ID } from '../test/settlements-api';
import { SettlementAccountDialog } from './settlement-account-dialog';

type User = ReturnType<typeof userEvent.setup>;

function renderDialog(overrides: Partial<SignInResponse> = { curAbbre: 'GBP', curSymbol: '£' }) {
  signInAs(overrides);
  const onClose = vi.fn();
  renderAt('/dashboard', <SettlementAccountDialog onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name });
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'id.jpg', { type: 'image/jpeg' });

async function fillGbpForm(user: User, form: HTMLElement) {
  await user.type(field(form, 'Account name'), 'Ada Stores Ltd');
  await user.type(field(form, 'Account number'), '3192-6819'); // the dash never gets in
  await user.type(field(form, 'Bank'), 'Barclays');
  await user.type(field(form, 'Sort code'), '20-00-00');
}

async function tapPin(user: User, scope: HTMLElement, pin: string) {
  const keypad = within(scope).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

describe('Settlement account (steps 16 and 15)', () => {
  it('sets an account up: checks the form, asks for the PIN, saves, then shows it', async () => {
    const api = mockSettlementsApi({}, null);
    const { user } = renderDialog();
    const empty = await screen.findByRole('dialog', { name: 'Account details' });
    expect(
      await within(empty).findByText('You are yet to set up your account details'),
    ).toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Set it up here' }));

    const form = dialog('Set up account details');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findAllByText('Field is required')).toHaveLength(5);
    expect(within(form).queryByRole('textbox', { name: 'IBAN' })).not.toBeInTheDocument();

    await fillGbpForm(user, form);
    await user.clear(field(form, 'Sort code'));
    await user.type(field(form, 'Sort code'), '20-00');
    await user.upload(within(form).getByLabelText('Valid ID'), photo());
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Sort code must be six digits')).toBeInTheDocument();
    expect(within(form).getByText('Image not uploaded')).toBeInTheDocument();
    expect(field(form, 'Account number')).toHaveValue('31926819');

    await user.clear(field(form, 'Sort code'));
    await user.type(field(form, 'Sort code'), '20-00-00');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Uploaded')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const pin = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await user.click(within(pin).getByRole('button', { name: 'Save details' }));
    expect(await within(pin).findByText('PIN must be four characters')).toBeInTheDocument();
    await tapPin(user, pin, '4826');
    await user.click(within(pin).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Account details set successfully')).toBeInTheDocument();
    const view = await screen.findByRole('dialog', { name: 'Account details' });
    expect(await within(view).findByText('20-00-00')).toBeInTheDocument();
    expect(within(view).getByText('31926819')).toBeInTheDocument();
    expect(within(view).getByRole('img', { name: 'Your ID on file' })).toHaveAttribute(
      'src',
      UPLOADED_ID,
    );
    expect(api.of(settlementEndpoints.saveAccount)[0]?.body).toEqual({
      name: 'Ada Stores Ltd',
      accountnumber: '31926819',
      bank: 'Barclays',
      sortcode: '20-00-00',
      iban: '',
      email: '',
      phone: '',
      identification: UPLOADED_ID,
      pin: '4826',
    });
    expect(
      new URL(api.of(uploadEndpoints.uploadImage)[0]?.url ?? '', 'http://localhost').search,
    ).toBe('?purpose=identification');
  });

  it('shows an existing account read-only; Edit opens it prefilled and Cancel goes back', async () => {
    mockSettlementsApi();
    const { user } = renderDialog();
    const view = await screen.findByRole('dialog', { name: 'Account details' });
    expect(await within(view).findByText('Ada Stores Ltd')).toBeInTheDocument();
    for (const text of ['31926819', 'Barclays', '20-00-00', 'pay@ada.example']) {
      expect(within(view).getByText(text)).toBeInTheDocument();
    }
    expect(within(view).getByRole('img', { name: 'Your ID on file' })).toHaveAttribute(
      'src',
      gbpAccount().identification,
    );

    await user.click(within(view).getByRole('button', { name: 'Edit' }));
    const form = dialog('Edit account details');
    expect(field(form, 'Bank')).toHaveValue('Barclays');
    expect(field(form, 'Sort code')).toHaveValue('200000');
    expect(within(form).getByText('Uploaded')).toBeInTheDocument(); // the ID on file counts
    await user.clear(field(form, 'Bank'));
    await user.type(field(form, 'Bank'), 'HSBC');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    const back = dialog('Account details');
    expect(within(back).getByText('Barclays')).toBeInTheDocument();
    expect(within(back).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks a USD store for an IBAN, checksum checked, shown in groups of four', async () => {
    const api = mockSettlementsApi({}, null);
    const { user } = renderDialog({ curAbbre: 'USD', curSymbol: '$' });
    await user.click(await screen.findByRole('button', { name: 'Set it up here' }));
    const form = dialog('Set up account details');
    expect(within(form).queryByRole('textbox', { name: 'Sort code' })).not.toBeInTheDocument();
    await user.type(field(form, 'Account name'), 'Ada Stores Inc');
    await user.type(field(form, 'Account number'), '0532013000');
    await user.type(field(form, 'Bank'), 'Commerzbank');
    await user.type(field(form, 'IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.type(field(form, 'Email'), 'not-an-email');
    await user.upload(within(form).getByLabelText('Valid ID'), photo());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await within(form).findByText('Uploaded');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Enter a valid IBAN')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();

    await user.clear(field(form, 'IBAN'));
    await user.type(field(form, 'IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.clear(field(form, 'Email'));
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const pin = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await tapPin(user, pin, '4826');
    await user.click(within(pin).getByRole('button', { name: 'Save details' }));
    const view = await screen.findByRole('dialog', { name: 'Account details' });
    expect(await within(view).findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(api.of(settlementEndpoints.saveAccount)[0]?.body).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
    });
  });

  it("shows the server's words for a wrong PIN, its fallback, and goes back to the form", async () => {
    let answer = () => jsonResponse(400, { error: 'Incorrect PIN' });
    mockSettlementsApi({ saveAccount: () => answer() });
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(
      within(dialog('Edit account details')).getByRole('button', { name: 'Continue' }),
    );

    const pin = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await tapPin(user, pin, '1111');
    await user.click(within(pin).getByRole('button', { name: 'Save details' }));
    expect(await within(pin).findByText('Incorrect PIN')).toBeInTheDocument();

    answer = () => jsonResponse(500, { error: 'Internal Server Error' });
    await tapPin(user, pin, '4826');
    await user.click(within(pin).getByRole('button', { name: 'Save details' }));
    expect(await within(pin).findByText('Unable to set settlement details')).toBeInTheDocument();

    await user.click(within(pin).getByRole('button', { name: 'Back' }));
    expect(field(dialog('Edit account details'), 'Account name')).toHaveValue('Ada Stores Ltd');
  });

  it('asks the two-step code again when the server wants it, then saves with the PIN typed', async () => {
    let asked = 0;
    const api = mockSettlementsApi({
      saveAccount: () =>
        ++asked === 1
          ? jsonResponse(403, { error: 'Enter a code from your authenticator app to continue' })
          : jsonResponse(200, { status: 200, message: 'Account details set successfully' }),
    });
    const { user } = renderDialog();
    const view = await screen.findByRole('dialog', { name: 'Account details' });
    await user.click(await within(view).findByRole('button', { name: 'Edit' }));
    await user.click(
      within(dialog('Edit account details')).getByRole('button', { name: 'Continue' }),
    );
    const pin = await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await tapPin(user, pin, '4826');
    await user.click(within(pin).getByRole('button', { name: 'Save details' }));
    expect(
      await within(pin).findByText('Enter a code from your authenticator app to continue'),
    ).toBeInTheDocument();

    const code = await within(pin).findByRole('textbox', { name: 'Code or recovery code' });
    await user.type(code, '654321');
    await user.click(within(pin).getByRole('button', { name: 'Verify' }));
    expect(await within(pin).findByText('The code is not right. Try again')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(pin).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Account details set successfully')).toBeInTheDocument();
    const saves = api.of(settlementEndpoints.saveAccount);
    expect(saves.map((request) => (request.body as { pin?: string }).pin)).toEqual([
      '4826',
      '4826',
    ]);
    expect(api.of(securityEndpoints.stepUp).map((request) => request.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });
});
