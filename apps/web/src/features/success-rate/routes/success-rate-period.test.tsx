import { cardMessages } from '@olivia/contracts/card-messages';
import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { lastDays } from '../hooks/use-period';
import { fakeSuccessRateApi, noAttempts, successRate } from '../test/success-rate-fake';

function renderSuccessRate(url: string = screenPaths.successRate) {
  signInAs();
  renderScreen(screenPaths.successRate, url);
  return userEvent.setup();
}

const location = () => screen.getByTestId('location');

describe('/transactions/success-rate: period picker, figures, gaps', () => {
  it('shows the rate beside the previous period, the counts, channels, banks and failures', async () => {
    fakeSuccessRateApi(() => successRate());
    renderSuccessRate();
    const headline = await screen.findByRole('region', { name: /^Success rate, / });
    expect(headline).toHaveTextContent('85%');
    const previous = within(headline).getByText(/^Previous period/).nextElementSibling;
    expect(previous).toHaveTextContent('80%');
    expect(
      within(headline).getByText('Change (percentage points)').nextElementSibling,
    ).toHaveTextContent('+5');
    expect(within(headline).getByText('Abandoned').nextElementSibling).toHaveTextContent('10');

    const channels = screen.getByRole('table', { name: 'By channel' });
    expect(within(channels).getByRole('row', { name: /Bank transfer/ })).toHaveTextContent('90%');
    expect(within(channels).getByRole('row', { name: /Card/ })).toHaveTextContent('70%');
    const banks = screen.getByRole('table', { name: 'By bank' });
    expect(within(banks).getByRole('row', { name: /Zenith Bank/ })).toHaveTextContent('90%');

    // The day without attempts is a gap in the chart, not 0 %.
    const days = screen.getByRole('table', { name: /^Daily success rate from/ });
    const gap = within(within(days).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell');
    expect(gap[0]).toHaveTextContent(/^–$/);
    expect(gap[2]).toHaveTextContent(/^80%$/);

    const failures = screen.getByRole('region', { name: 'Why payments did not succeed' });
    expect(failures).toHaveTextContent("The payer's bank declined or did not answer.");
    expect(failures).toHaveTextContent('Insufficient funds');
    expect(
      within(failures).getByRole('link', { name: 'See the failed card payments' }),
    ).toHaveAttribute('href', '/transactions/card?status=failed');
  });

  it('asks for the last 30 days, then the period picked, and keeps it in the URL', async () => {
    const api = fakeSuccessRateApi(() => successRate());
    const user = renderSuccessRate();
    await screen.findByRole('region', { name: /^Success rate, / });
    const thirty = lastDays(30);
    expect(api.of(successRateEndpoints.get)[0]?.url).toContain(
      `from=${thirty.from}&to=${thirty.to}`,
    );

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(location()).toHaveTextContent('?days=7'));
    const seven = lastDays(7);
    await waitFor(() =>
      expect(api.of(successRateEndpoints.get).at(-1)?.url).toContain(
        `from=${seven.from}&to=${seven.to}`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Custom dates' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await waitFor(() => expect(location()).toHaveTextContent(`from=2026-01-01&to=${seven.to}`));
    await waitFor(() =>
      expect(api.of(successRateEndpoints.get).at(-1)?.url).toContain(
        `from=2026-01-01&to=${seven.to}`,
      ),
    );
  });

  it('reads a period from the URL', async () => {
    const api = fakeSuccessRateApi(() => successRate());
    renderSuccessRate(`${screenPaths.successRate}?from=2026-03-01&to=2026-03-31`);
    await screen.findByRole('region', { name: /^Success rate, / });
    expect(api.of(successRateEndpoints.get)[0]?.url).toContain('from=2026-03-01&to=2026-03-31');
    expect(screen.getByRole('button', { name: 'Custom dates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says what is counted when no one attempted a payment in the period', async () => {
    fakeSuccessRateApi(() => noAttempts());
    renderSuccessRate();
    expect(
      await screen.findByRole('heading', { name: 'No attempts in this period' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/payments customers attempt on your payment links and at checkout/),
    ).toHaveTextContent('by bank transfer and by card');
    expect(screen.queryByRole('region', { name: /^Success rate, / })).toBeNull();
  });

  it('tells a store not paid in naira that the page is not for it', async () => {
    fakeSuccessRateApi(() => jsonResponse(403, { error: cardMessages.successRateNgnOnly }));
    renderSuccessRate();
    const notice = await screen.findByText('The success rate is for stores paid in naira');
    expect(notice).toHaveRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Last 7 days' })).toBeNull();
  });
});
