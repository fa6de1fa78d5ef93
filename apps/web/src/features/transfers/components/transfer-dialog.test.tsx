import { messages } from '@olivia/contracts/messages';
import { pinEndpoints } from '@olivia/contracts/pin-endpoints';
import { transferEndpoints } from '@olivia/contracts/transfer-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { mockTransfersApi, result, validation } from '../test/transfers-api';
import { TransferDialog } from './transfer-dialog';

function renderDialog(path = '/dashboard', overrides = {}) {
  signInAs(overrides);
  const onClose = vi.fn();
  const reload = vi.fn();
  renderAt(path, <TransferDialog onClose={onClose} reload={reload} />);
  return { user: userEvent.setup(), onClose, reload };
}

const dialog = () => screen.getByRole('dialog', { name: 'Funds Transfer' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const confirm = () => within(dialog()).getByRole('button', { name: 'Confirm' });

async function fillDetails(user: ReturnType<typeof userEvent.setup>, amount = '2500') {
  await user.click(await within(dialog()).findByRole('button', { name: /Bank/ }));
  await user.click(await screen.findByRole('option', { name: 'Access Bank' }));
  await user.type(field('Account number'), '0123456789');
  await user.type(field('Amount'), amount);
  await user.type(field('Narration'), 'Fabric supplier');
}

/** Taps the PIN on the shuffled keypad, wherever its digits are. */
async function tapPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const keypad = within(dialog()).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

describe('Funds Transfer (steps 0-3)', () => {
  it('enables Confirm only once docs/product/rules.md minimum is there, then says what is wrong', async () => {
    const api = mockTransfersApi();
    const { user } = renderDialog();
    await within(await screen.findByRole('dialog', { name: 'Funds Transfer' })).findByRole(
      'textbox',
      {
        name: 'Account number',
      },
    );
    expect(confirm()).toBeDisabled();
    await user.click(await within(dialog()).findByRole('button', { name: /Bank/ }));
    await user.click(await screen.findByRole('option', { name: 'Access Bank' }));
    await user.type(field('Account number'), '012345678'); // 9 digits: enough to enable
    await user.type(field('Amount'), '0050');
    await user.type(field('Narration'), 'Rent');
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(await within(dialog()).findByText('Input a valid account number')).toBeInTheDocument();
    expect(within(dialog()).getByText('Least transfer amount is ₦100')).toBeInTheDocument();
    expect(field('Amount')).toHaveValue('50'); // leading zeros stripped
    expect(api.of(transferEndpoints.validate)).toHaveLength(0);
  });

  it('confirms amount + fee = total, takes the PIN on the keypad and shows the success', async () => {
    const api = mockTransfersApi();
    const { user, onClose, reload } = renderDialog('/dashboard');
    await fillDetails(user);
    await user.click(confirm());
    const details = await within(dialog()).findByLabelText('Transfer summary');
    expect(details).toHaveTextContent('Account nameChinwe Okafor');
    expect(details).toHaveTextContent('Amount₦2,500.00');
    expect(details).toHaveTextContent('Fee₦10.00');
    expect(details).toHaveTextContent('Total₦2,510.00');
    expect(api.of(transferEndpoints.validate)[0]?.body).toEqual({
      accountnumber: '0123456789',
      amount: 2500,
      bankcode: '044',
      fee: 0,
    });
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Add to beneficiaries' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Send' }));
    expect(await within(dialog()).findByText('PIN must be four characters')).toBeInTheDocument();
    await tapPin(user, '4826');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Transfer successful');
    // What was sent, and the fee apart: not their total as if it had all gone to the payee.
    expect(within(dialog()).getByText('₦2,500.00 was sent to Chinwe Okafor.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Fee: ₦10.00')).toBeInTheDocument();
    expect(api.of(transferEndpoints.transfer)[0]?.body).toEqual({
      account: '0123456789',
      accountname: 'Chinwe Okafor',
      addtobeneficiary: true,
      bankcode: '044',
      narration: 'Fabric supplier',
      pin: '4826',
      ref: validation.ref,
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled(); // docs/product/records.md: on /dashboard, Done reloads the page
  });

  it('steps back with the details kept, and Done off the dashboard does not reload', async () => {
    mockTransfersApi({
      transfer: () =>
        jsonResponse(200, result({ status: 'PENDING', message: 'Transfer is being processed' })),
    });
    const { user, reload } = renderDialog('/transactions/all');
    await fillDetails(user);
    await user.click(confirm());
    await user.click(await within(dialog()).findByRole('button', { name: 'Back' }));
    expect(await within(dialog()).findByRole('textbox', { name: 'Narration' })).toHaveValue(
      'Fabric supplier',
    );
    expect(field('Account number')).toHaveValue('0123456789');
    await user.click(confirm());
    await user.click(await within(dialog()).findByRole('button', { name: 'Continue' }));
    await tapPin(user, '4826');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Transfer is being processed',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows docs/product/rules.md's words for an unknown account, a wrong PIN, and no connection", async () => {
    let transferAnswer = () =>
      jsonResponse(400, { error: 'Incorrect PIN', details: { pin: ['Incorrect PIN'] } });
    mockTransfersApi({
      validate: () => jsonResponse(400, { error: 'Security has passed....' }),
    });
    const { user } = renderDialog();
    await fillDetails(user);
    await user.click(confirm());
    expect(
      await within(dialog()).findByText('Account details not found, kindly re-check and try again'),
    ).toBeInTheDocument();

    mockTransfersApi({ transfer: () => transferAnswer() });
    await user.click(confirm());
    await user.click(await within(dialog()).findByRole('button', { name: 'Continue' }));
    await tapPin(user, '1111');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await within(dialog()).findByText('Incorrect PIN')).toBeInTheDocument();
    transferAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    await tapPin(user, '4826');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog()).findByText('Check your internet connection and try again'),
    ).toBeInTheDocument();
  });

  it('fills the form from a beneficiary, and deletes one after Yes', async () => {
    const api = mockTransfersApi();
    const { user } = renderDialog();
    await user.click(await within(dialog()).findByRole('button', { name: 'Beneficiaries' }));
    const list = await screen.findByRole('dialog', { name: 'Beneficiaries' });
    await user.click(await within(list).findByRole('button', { name: /^Bayo Adeyemi/ }));
    await waitFor(() => expect(field('Account number')).toHaveValue('1234567890'));
    expect(within(dialog()).getByRole('button', { name: /Bank/ })).toHaveTextContent(
      'Guaranty Trust Bank',
    );

    await user.click(within(dialog()).getByRole('button', { name: 'Beneficiaries' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Beneficiaries' })).findByRole(
        'button',
        {
          name: 'Delete Bayo Adeyemi',
        },
      ),
    );
    const ask = await screen.findByRole('dialog', { name: 'Delete beneficiary' });
    expect(ask).toHaveTextContent('Are you sure you want to delete this beneficiary?');
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Beneficiaries' })).findByText(
        'You currently have no beneficiaries',
      ),
    ).toBeInTheDocument();
    expect(api.of(transferEndpoints.deleteBeneficiary)[0]?.headers.get('id')).toBe(
      '00000000-0000-4000-8000-000000000001',
    );
  });

  it("sends a sub-user's transfer through transfer-staff", async () => {
    const api = mockTransfersApi();
    const { user } = renderDialog('/dashboard', {
      userCategory: 'OLIVIA_SUB_USER',
      allowsubusertransfer: true,
    });
    await fillDetails(user);
    await user.click(confirm());
    await user.click(await within(dialog()).findByRole('button', { name: 'Continue' }));
    await tapPin(user, '3719');
    await user.click(within(dialog()).getByRole('button', { name: 'Send' }));
    await within(dialog()).findByRole('status');
    expect(api.of(transferEndpoints.transferStaff)).toHaveLength(1);
    expect(api.of(transferEndpoints.transfer)).toHaveLength(0);
  });

  it('tells a sub-user to ask the main user when the staff PIN is not set, and offers no set-up', async () => {
    const api = mockTransfersApi({
      hasPin: () => jsonResponse(404, { error: messages.staffPinNotSet }),
    });
    renderDialog('/dashboard', { userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: true });
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Ask the main user to set it in Settings, Reset sub-user pin.',
    );
    expect(screen.queryByRole('dialog', { name: 'Set up your PIN' })).toBeNull();
    expect(api.of(pinEndpoints.setStaffPin)).toHaveLength(0);
  });

  it("sets a PIN up first when there is none ('Pin not set before')", async () => {
    let hasPin = false;
    const api = mockTransfersApi({
      hasPin: () =>
        hasPin
          ? jsonResponse(200, { status: 200, message: 'Pin set' })
          : jsonResponse(404, { error: 'Pin not set before' }),
      setPersonalPin: () => {
        hasPin = true;
        return jsonResponse(200, { status: 200, message: 'PIN set successfully' });
      },
    });
    const { user } = renderDialog();
    const setup = await screen.findByRole('dialog', { name: 'Set up your PIN' });
    await tapPinIn(user, setup, '5937');
    await user.click(within(setup).getByRole('button', { name: 'Continue' }));
    await tapPinIn(user, screen.getByRole('dialog', { name: 'Set up your PIN' }), '5937');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Funds Transfer' })).toBeInTheDocument();
    expect(api.of(pinEndpoints.setPersonalPin)[0]?.body).toEqual({ newpin: '5937' });
  });
});

async function tapPinIn(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, pin: string) {
  const keypad = within(scope).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}
