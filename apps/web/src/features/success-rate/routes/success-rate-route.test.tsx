import { successRateEndpoints } from '@olivia/contracts/success-rate-endpoints';
import type { AttemptCounts, SuccessRate } from '@olivia/contracts/success-rate';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenPaths } from '../../../lib/screen-paths';
import { fakeApi, fakeEndpoint } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/fetch-mock';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';

const counts = (attempted: number, successful: number, failed = 0): AttemptCounts => ({
  attempted,
  successful,
  failed,
  abandoned: attempted - successful - failed,
  rate: attempted === 0 ? null : successful / attempted,
});
const day = (date: string, c: AttemptCounts) => ({ day: date, ...c });

const rate = (overall = counts(10, 8, 1)): SuccessRate => ({
  from: '2026-11-22',
  to: '2026-11-28',
  previousfrom: '2026-11-15',
  previousto: '2026-11-21',
  overall,
  previous: counts(10, 6, 2),
  channels: [
    { channel: 'transfer', ...counts(6, 6) },
    { channel: 'card', ...counts(4, 2, 1) },
  ],
  banks: [{ bank: 'Access Bank', ...counts(4, 2, 1) }],
  failures: { customer: 1, bank: 1, system: 0 },
  reasons: [{ reason: 'Insufficient Funds', category: 'customer', count: 1 }],
  days: [day('2026-11-22', overall)],
  previousdays: [day('2026-11-15', counts(10, 6, 2))],
});

function render(answer: () => SuccessRate | Response, path: string = screenPaths.successRate) {
  const api = fakeApi(fakeEndpoint(successRateEndpoints.get, answer));
  signInAs();
  renderScreen(screenPaths.successRate, path);
  return api;
}

describe('/transactions/success-rate', () => {
  it('shows the rate beside the previous period, by channel and bank, and why payments failed', async () => {
    const api = render(() => rate());
    expect(await screen.findByText('Access Bank')).toBeInTheDocument();
    expect(screen.getAllByText('80%').length).toBeGreaterThan(0);
    expect(screen.getAllByText('60%').length).toBeGreaterThan(0);
    expect(screen.getByText('+20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toBeInTheDocument();
    expect(screen.getByText(/Insufficient Funds/)).toBeInTheDocument();
    expect(screen.getByText(/The payer's bank declined or did not answer/)).toBeInTheDocument();
    const url = api.of(successRateEndpoints.get)[0]?.url ?? '';
    expect(url).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    expect(url).toMatch(/to=\d{4}-\d{2}-\d{2}/);
  });

  it('asks for the dates in the URL', async () => {
    const api = render(() => rate(), `${screenPaths.successRate}?from=2026-11-01&to=2026-11-07`);
    await waitFor(() =>
      expect(api.of(successRateEndpoints.get).at(-1)?.url).toContain('from=2026-11-01'),
    );
    expect(api.of(successRateEndpoints.get).at(-1)?.url).toContain('to=2026-11-07');
  });

  it('says what is counted when nothing was attempted', async () => {
    render(() => rate(counts(0, 0)));
    expect(await screen.findByText('No attempts in this period')).toBeInTheDocument();
  });

  it('tells a store outside Nigeria the page is not for it', async () => {
    render(() => jsonResponse(403, { error: 'The success rate is for stores paid in naira' }));
    expect(
      await screen.findByText('The success rate is for stores paid in naira'),
    ).toBeInTheDocument();
  });
});
