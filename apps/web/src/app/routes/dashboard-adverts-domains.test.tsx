import type { Advert } from '@olivia/contracts/adverts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { domain } from '../../features/domains/test/domains-api';
import { jsonResponse } from '../../test/fetch-mock';
import { signInAs } from '../../test/fixtures';
import { figures, mockDashboardApi, renderDashboard } from './test/dashboard-api';

const advert: Advert = {
  id: '00000000-0000-4000-8000-000000000801',
  platforms: ['facebook', 'tiktok'],
  domain: 'adasfabrics.com',
  dailyBudget: 6000,
  total: 42000,
  currency: 'NGN',
  estimateddailyreach: 11000,
  numberofdays: 7,
  startdate: '2026-11-20',
  enddate: '2026-11-26',
  status: 'running',
  daysrun: 6,
  reach: 64200,
  refunded: 0,
  createdat: '2026-11-20T08:00:00.000Z',
};

const panel = (name: string) => screen.findByRole('region', { name });
const rowsOf = (region: HTMLElement) => within(region).getAllByRole('row').slice(1);
/** The `index`th body row of the panel (it must be there). */
const rowOf = (region: HTMLElement, index: number) => {
  const row = rowsOf(region)[index];
  if (!row) throw new Error(`no row ${index}`);
  return row;
};

describe('/dashboard Advert Campaigns and Custom Domains (docs/product/screens.md)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the empty states, with links to the adverts and to buying a domain', async () => {
    signInAs();
    mockDashboardApi();
    renderDashboard();
    const adverts = await panel('Advert Campaigns');
    expect(await within(adverts).findByText('No adverts')).toBeVisible();
    expect(within(adverts).getByRole('link', { name: 'View all adverts' })).toHaveAttribute(
      'href',
      '/adverts/all',
    );
    const domains = await panel('Custom Domains');
    expect(await within(domains).findByText('You have no custom domains')).toBeVisible();
    expect(within(domains).getByRole('link', { name: 'Buy domain' })).toHaveAttribute(
      'href',
      '/domain/buy',
    );
  });

  it("lists the store's campaigns with docs/product/records.md's columns", async () => {
    signInAs();
    mockDashboardApi({ dashboard: () => jsonResponse(200, figures({ adsList: [advert] })) });
    renderDashboard();
    const adverts = await panel('Advert Campaigns');
    await within(adverts).findByText('adasfabrics.com');
    const headers = within(adverts)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Platforms',
      'Domain',
      'Total',
      'Estimated daily reach',
      'Number of days',
      'Start date',
      'End date',
    ]);
    const row = rowOf(adverts, 0);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Facebook, TikTok',
      'adasfabrics.com',
      '₦42,000.00',
      '11,000',
      '7',
      '20 Nov 2026',
      '26 Nov 2026',
    ]);
  });

  it('shows the first 5 domains until expanded, and Renew or Extend near or past expiry', async () => {
    signInAs();
    const list = [
      domain(1, { status: 'expired' }),
      domain(2, { status: 'expiring' }),
      ...[3, 4, 5, 6, 7].map((index) => domain(index)),
    ];
    mockDashboardApi({ dashboard: () => jsonResponse(200, figures({ domainManagers: list })) });
    renderDashboard();
    const domains = await panel('Custom Domains');
    await within(domains).findByText('shop1.com');
    expect(rowsOf(domains)).toHaveLength(5);
    const [expired, expiring, active] = [0, 1, 2].map((index) => rowOf(domains, index)) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(expired).getByText('Expired')).toBeVisible();
    expect(within(expiring).getByText('Expiring soon')).toBeVisible();
    for (const row of [expired, expiring]) {
      expect(within(row).getByRole('link', { name: /^Renew or Extend shop/ })).toHaveAttribute(
        'href',
        '/domain/all',
      );
    }
    expect(within(active).queryByRole('link')).toBeNull();
    expect(within(active).getByText('₦18,000.00')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(domains).getByRole('button', { name: 'Show all 7' }));
    expect(rowsOf(domains)).toHaveLength(7);
    await user.click(within(domains).getByRole('button', { name: 'Show fewer' }));
    expect(rowsOf(domains)).toHaveLength(5);
  });

  it('gives a sub-user no Buy domain link', async () => {
    signInAs({ userCategory: 'OLIVIA_SUB_USER' });
    mockDashboardApi({
      dashboard: () => jsonResponse(200, figures({ domainManagers: [domain(1)] })),
    });
    renderDashboard();
    const domains = await panel('Custom Domains');
    expect(await within(domains).findByText('shop1.com')).toBeVisible();
    expect(within(domains).queryByRole('link', { name: 'Buy domain' })).toBeNull();
  });
});
