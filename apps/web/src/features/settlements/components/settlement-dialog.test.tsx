import { settlementEndpoints } from '@olivia/contracts/settlement-endpoints';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { useSettingsModal } from '../../../lib/settings-modal';
import { mockSettlementsApi, record, result } from '../test/settlements-api';
import { SettlementDialog } from './settlement-dialog';

type User = ReturnType<typeof userEvent.setup>;

function renderDialog(overrides: Parameters<typeof signInAs>[0] = {}) {
  signInAs({ curAbbre: 'GBP', curSymbol: '£', ...overrides });
  const onClose = vi.fn();
  renderAt('/dashboard', <SettlementDialog onClose={onClose} />);
  return { user: userEvent.setup(), onClose };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const amountStep = () => dialog('Settlements');
const pinStep = () => dialog('Confirm with your PIN');
const day = (daysAgo: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - daysAgo);
  return date.toISOString().slice(0, 10);
};

async function enterAmount(user: User, amount: string) {
  const step = await screen.findByRole('dialog', { name: 'Settlements' });
  const field = within(step).getByRole('textbox', { name: 'Amount' });
  await user.clear(field);
  if (amount) await user.type(field, amount);
  await user.click(within(step).getByRole('button', { name: 'Continue' }));
}

async function tapPin(user: User, pin: string) {
  const keypad = within(pinStep()).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
  await user.click(within(pinStep()).getByRole('button', { name: 'Request settlement' }));
}

describe('Settlement (steps 13-14)', () => {
  it("asks for an amount above 0: 'Enter a valid amount'", async () => {
    const api = mockSettlementsApi();
    const { user } = renderDialog();
    await enterAmount(user, '');
    expect(await within(amountStep()).findByText('Enter a valid amount')).toBeInTheDocument();
    await enterAmount(user, '0.00');
    expect(await within(amountStep()).findByText('Enter a valid amount')).toBeInTheDocument();
    expect(api.of(settlementEndpoints.settle)).toHaveLength(0);
    expect(
      within(amountStep()).getByText('Paid into Barclays, account 31926819'),
    ).toBeInTheDocument();
  });

  it('takes the PIN, requests the settlement and shows what happened', async () => {
    const api = mockSettlementsApi();
    const { user, onClose } = renderDialog();
    await enterAmount(user, '0250.5');
    await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await user.click(within(pinStep()).getByRole('button', { name: 'Request settlement' }));
    expect(await within(pinStep()).findByText('PIN must be four characters')).toBeInTheDocument();
    await tapPin(user, '4826');

    const done = await screen.findByRole('dialog', { name: 'Settlement request' });
    expect(within(done).getByRole('status')).toHaveTextContent('Settlement requested');
    expect(done).toHaveTextContent('Amount£250.50');
    expect(done).toHaveTextContent('Paid intoBarclays · 31926819');
    expect(done).toHaveTextContent('StatusPending');
    const body = api.of(settlementEndpoints.settle)[0]?.body as {
      amount: number;
      pin: string;
      ref: string;
    };
    expect(body).toMatchObject({ amount: 250.5, pin: '4826' });
    expect(body.ref).toMatch(/^stl_[0-9a-f]{24}$/);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's words or the fallback, retrying with the same reference", async () => {
    const answers = [
      () => jsonResponse(400, { error: 'Incorrect PIN' }),
      () => jsonResponse(500, { error: 'Internal Server Error' }),
      () => jsonResponse(400, { error: 'Enter a valid amount' }),
      () => jsonResponse(200, result({ status: 'SUCCESSFUL', amount: 90 })),
    ];
    const api = mockSettlementsApi({
      settle: () => answers.shift()?.() ?? jsonResponse(500, { error: 'Unexpected call' }),
    });
    const { user } = renderDialog();
    await enterAmount(user, '5000');
    await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await tapPin(user, '1111');
    expect(await within(pinStep()).findByText('Incorrect PIN')).toBeInTheDocument();
    await tapPin(user, '4826');
    expect(
      await within(pinStep()).findByText('Settlement request was not successful'),
    ).toBeInTheDocument();
    await tapPin(user, '4826'); // more than the balance
    expect(await within(pinStep()).findByText('Enter a valid amount')).toBeInTheDocument();
    const [first, second, third] = api
      .of(settlementEndpoints.settle)
      .map((r) => (r.body as { ref: string }).ref);
    expect(second).toBe(first);
    expect(third).toBe(first);

    await user.click(within(pinStep()).getByRole('button', { name: 'Back' }));
    expect(within(amountStep()).getByRole('textbox', { name: 'Amount' })).toHaveValue('5000');
    await enterAmount(user, '90');
    await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await tapPin(user, '4826');
    const done = await screen.findByRole('dialog', { name: 'Settlement request' });
    expect(done).toHaveTextContent('StatusSuccessful');
    expect((api.of(settlementEndpoints.settle)[3]?.body as { ref: string }).ref).not.toBe(first);
  });

  it('without an account, says so and offers to open step 16', async () => {
    mockSettlementsApi({}, null);
    const { user } = renderDialog();
    const step = await screen.findByRole('dialog', { name: 'Settlements' });
    expect(
      await within(step).findByText('Set up your account details before requesting a settlement'),
    ).toBeInTheDocument();
    expect(within(step).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(within(step).getByRole('button', { name: 'Set up account details' }));
    expect(useSettingsModal.getState().step).toBe(16);
  });

  it("does not offer a sub-user to set the account up: it is the main user's", async () => {
    mockSettlementsApi({}, null);
    renderDialog({ userCategory: 'OLIVIA_SUB_USER', allowsubusertransfer: true });
    const step = await screen.findByRole('dialog', { name: 'Settlements' });
    expect(
      await within(step).findByText('Set up your account details before requesting a settlement'),
    ).toBeInTheDocument();
    expect(within(step).queryByRole('button', { name: 'Set up account details' })).toBeNull();
  });

  it('offers step 16 when the server answers that the account is missing', async () => {
    mockSettlementsApi({
      settle: () =>
        jsonResponse(400, { error: 'Set up your account details before requesting a settlement' }),
    });
    const { user } = renderDialog();
    await enterAmount(user, '20');
    await screen.findByRole('dialog', { name: 'Confirm with your PIN' });
    await tapPin(user, '4826');
    await user.click(
      await within(pinStep()).findByRole('button', { name: 'Set up account details' }),
    );
    expect(useSettingsModal.getState().step).toBe(16);
  });

  it('lists the last 7 days of settlements, or says there are none, for a sound range', async () => {
    let settlements = [record()];
    const api = mockSettlementsApi({
      settlements: () => jsonResponse(200, { settlements }),
    });
    renderDialog();
    const table = await within(
      await screen.findByRole('dialog', { name: 'Settlements' }),
    ).findByRole('table', { name: 'Settlement history' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('5 Mar 2026');
    expect(row).toHaveTextContent('31926819');
    expect(row).toHaveTextContent('Barclays');
    expect(row).toHaveTextContent('£1,250.00');
    expect(row).toHaveTextContent('Pending');
    expect(api.of(settlementEndpoints.settlements)[0]?.body).toEqual({
      startDate: `${day(7)}T00:00:00.000Z`,
      endDate: `${day(0)}T23:59:00.000Z`,
      page: 0,
      size: 100,
    });

    settlements = [];
    fireEvent.change(within(amountStep()).getByLabelText('From'), { target: { value: day(30) } });
    expect(
      await within(amountStep()).findByText('You currently have no settlements'),
    ).toBeInTheDocument();
    expect(api.of(settlementEndpoints.settlements).at(-1)?.body).toMatchObject({
      startDate: `${day(30)}T00:00:00.000Z`,
    });

    const asked = api.of(settlementEndpoints.settlements).length;
    fireEvent.change(within(amountStep()).getByLabelText('To'), { target: { value: day(31) } });
    expect(
      await within(amountStep()).findByText('The From date must be on or before the To date'),
    ).toBeInTheDocument();
    fireEvent.change(within(amountStep()).getByLabelText('From'), { target: { value: '' } });
    expect(within(amountStep()).getByLabelText('From')).toHaveValue(day(30)); // kept
    expect(api.of(settlementEndpoints.settlements)).toHaveLength(asked);
  });
});
