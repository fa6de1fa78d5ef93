import { topUpEndpoints } from '@olivia/contracts/top-up-endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-mock';
import { signInAs } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render';
import { mockWalletApi, topUpDetails } from '../../test/wallet-api';
import { TopUpDialog } from './top-up-dialog';

function renderForm(currency = 'NGN') {
  signInAs({ curAbbre: currency === 'NGN' ? 'NGN' : 'GBP' });
  renderAt('/dashboard', <TopUpDialog currency={currency} onClose={vi.fn()} />);
  return userEvent.setup();
}

async function chooseChannel(user: ReturnType<typeof userEvent.setup>, name = 'Wema Bank') {
  await user.click(screen.getByRole('button', { name: /Channel/ }));
  await user.click(await screen.findByRole('option', { name }));
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const proceed = () => screen.getByRole('button', { name: 'Proceed' });

describe('top-up form', () => {
  it('requires a channel, without calling the server', async () => {
    const api = mockWalletApi();
    const user = renderForm();
    await user.type(amount(), '500');
    await user.click(proceed());
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Channel/ })).toHaveAccessibleDescription(
      'Field is required',
    );
    expect(api.of(topUpEndpoints.create)).toHaveLength(0);
  });

  it('refuses less than ₦100 in NGN', async () => {
    const api = mockWalletApi();
    const user = renderForm();
    await chooseChannel(user);
    await user.type(amount(), '99.99');
    await user.click(proceed());
    expect(await screen.findByText('Least top-up amount is ₦100')).toBeInTheDocument();
    expect(api.of(topUpEndpoints.create)).toHaveLength(0);
  });

  it('refuses less than 5 in other currencies, formatting the 5', async () => {
    mockWalletApi({
      banks: () => jsonResponse(200, { banks: [{ code: 'OSB', name: 'Olivia Sandbox Bank' }] }),
    });
    const user = renderForm('GBP');
    await chooseChannel(user, 'Olivia Sandbox Bank');
    await user.type(amount(), '4');
    await user.click(proceed());
    expect(await screen.findByText('Least top-up amount is £5.00')).toBeInTheDocument();
    expect(screen.getByText('At least £5.00')).toBeInTheDocument();
  });

  it("normalises the amount: '0150' becomes 150, and it is rounded to 2 decimals", async () => {
    const api = mockWalletApi();
    const user = renderForm();
    await user.type(amount(), '0150');
    await user.tab();
    expect(amount()).toHaveValue('150');

    await user.clear(amount());
    await user.type(amount(), '0150.456');
    await chooseChannel(user);
    await user.click(proceed());
    await screen.findByTestId('top-up-account-number');
    expect(api.of(topUpEndpoints.create)[0]?.body).toEqual({ bank: '035', amount: 150.46 });
  });

  it("puts 'Selected Bank is not available at the moment' on the channel field", async () => {
    const message = 'Selected Bank is not available at the moment';
    mockWalletApi({
      create: () => jsonResponse(400, { error: message, details: { bank: [message] } }),
    });
    const user = renderForm();
    await chooseChannel(user, 'Providus Bank');
    await user.type(amount(), '500');
    await user.click(proceed());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Channel/ })).toHaveAccessibleDescription(message);
  });

  it("shows 'Failed to fetch payment details' when the details cannot be had", async () => {
    mockWalletApi({ create: () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = renderForm();
    await chooseChannel(user);
    await user.type(amount(), '500');
    await user.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch payment details');
  });

  it.each([
    ['a 500 Internal Server Error', () => jsonResponse(500, { error: 'Internal Server Error' })],
    ['a 502 with no body', () => new Response('', { status: 502, statusText: 'Bad Gateway' })],
    ['a 503 proxy page', () => new Response('<html>down</html>', { status: 503 })],
  ])(
    "shows 'Failed to fetch payment details' for %s (docs/product/rules.md)",
    async (_case, answer) => {
      mockWalletApi({ create: answer });
      const user = renderForm();
      await chooseChannel(user);
      await user.type(amount(), '500');
      await user.click(proceed());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to fetch payment details');
      expect(alert).not.toHaveTextContent(/Internal Server Error|Bad Gateway|html/);
    },
  );

  it("shows the server's own words when it sends them", async () => {
    mockWalletApi({
      create: () => jsonResponse(403, { error: 'Verify your business before moving money' }),
    });
    const user = renderForm();
    await chooseChannel(user);
    await user.type(amount(), '500');
    await user.click(proceed());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verify your business before moving money',
    );
  });

  it('moves on to the payment details after Proceed', async () => {
    mockWalletApi({ create: () => jsonResponse(200, topUpDetails()) });
    const user = renderForm();
    await chooseChannel(user);
    await user.type(amount(), '2500');
    await user.click(proceed());
    expect(await screen.findByText('Reference: TOP_AB12CD34')).toBeInTheDocument();
  });
});
