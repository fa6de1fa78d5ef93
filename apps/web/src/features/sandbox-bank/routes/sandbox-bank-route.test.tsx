import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { SandboxBankRoute } from './sandbox-bank-route';

const account = (amountpaid = 0) => ({
  reference: 'top_ab12cd34',
  accountnumber: '9912345678',
  accountname: 'Olivia Sandbox / Ada Stores',
  bank: 'Wema Bank',
  currency: 'NGN',
  amountdue: 2525,
  amountpaid,
  expiresat: '2099-01-01T10:00:00.000Z',
});

/** The sandbox bank knowing one account, which a payment settles in full. */
function fakeSandboxBank() {
  return fakeApi(
    fakeEndpoint(sandboxBankEndpoints.account, ({ params }) =>
      params.accountnumber === account().accountnumber
        ? account()
        : jsonResponse(404, { error: 'No sandbox account with that number or reference' }),
    ),
    fakeEndpoint(sandboxBankEndpoints.pay, () => account(2525)),
  );
}

describe('/sandbox-bank', () => {
  it('explains itself, finds an account and pays what is due', async () => {
    const api = fakeSandboxBank();
    renderAt('/sandbox-bank', <SandboxBankRoute />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Olivia Sandbox Bank' })).toBeInTheDocument();
    expect(screen.getByText(/no real money moves here/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '9912345678');
    await user.click(screen.getByRole('button', { name: 'Find account' }));
    expect(await screen.findByText('Olivia Sandbox / Ada Stores')).toBeInTheDocument();
    expect(api.of(sandboxBankEndpoints.account)).toHaveLength(1);
    expect(screen.getByText('₦2,525.00')).toBeInTheDocument();
    expect(screen.getByText('TOP_AB12CD34')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('2525');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Payment sent')).toBeInTheDocument();
    expect(api.of(sandboxBankEndpoints.pay)).toMatchObject([
      { body: { accountnumber: '9912345678', amount: 2525 } },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '₦2,525.00 was sent to Olivia Sandbox / Ada Stores. Amount paid so far: ₦2,525.00.',
    );
  });

  it('refuses an account number that is not 10 digits, without asking', async () => {
    const { requests } = fakeSandboxBank();
    renderAt('/sandbox-bank', <SandboxBankRoute />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Find account' }));
    expect(await screen.findByText('Enter the 10-digit account number')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the sandbox's answer for an unknown account", async () => {
    fakeSandboxBank();
    renderAt('/sandbox-bank', <SandboxBankRoute />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), '0000000000');
    await user.click(screen.getByRole('button', { name: 'Find account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No sandbox account with that number or reference',
    );
  });
});
