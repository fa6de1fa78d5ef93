import { advertEndpoints } from '@olivia/contracts/advert-endpoints';
import { estimatedDailyReach } from '@olivia/contracts/adverts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { utcToday } from '../components/advert-form-schema';
import { mockAdvertsApi } from '../test/adverts-api';
import { location, renderAdverts, rowOf } from '../test/render-adverts';

const openForm = async () => {
  const rendered = renderAdverts('/adverts/all/new');
  const drawer = await screen.findByRole('dialog', { name: 'New campaign' });
  return { ...rendered, drawer };
};

async function tapPin(user: UserEvent, drawer: HTMLElement, pin: string) {
  const keypad = within(drawer).getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
}

const summary = (drawer: HTMLElement) =>
  within(drawer).getByRole('region', { name: 'Campaign summary' });

describe('/adverts/all/new', () => {
  it("checks the form with the contract's rules before anything is sent", async () => {
    const api = mockAdvertsApi([]);
    const { user, drawer } = await openForm();
    await user.click(within(drawer).getByRole('button', { name: 'Pay and start' }));
    expect(await within(drawer).findByText('Choose at least one platform')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Daily budget')).toHaveAccessibleDescription(
      /Field is required/,
    );
    expect(within(drawer).getByText('PIN must be four characters')).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('Daily budget'), '999');
    await user.clear(within(drawer).getByLabelText('Number of days'));
    await user.type(within(drawer).getByLabelText('Number of days'), '91');
    await user.clear(within(drawer).getByLabelText('Start date'));
    await user.type(within(drawer).getByLabelText('Start date'), '2020-01-01');
    await user.click(within(drawer).getByRole('button', { name: 'Pay and start' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Daily budget')).toHaveAccessibleDescription(
        /The daily budget is below the minimum/,
      ),
    );
    expect(within(drawer).getByLabelText('Number of days')).toHaveAccessibleDescription(
      /Choose from 1 to 90 days/,
    );
    expect(within(drawer).getByLabelText('Start date')).toHaveAccessibleDescription(
      /Start today or within the next 60 days/,
    );
    expect(api.of(advertEndpoints.create)).toHaveLength(0);
  });

  it('shows the total and the estimated daily reach as the merchant types', async () => {
    mockAdvertsApi([]);
    const { user, drawer } = await openForm();
    expect(summary(drawer)).toHaveTextContent('₦0.00');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Facebook' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'TikTok' }));
    await user.type(within(drawer).getByLabelText('Daily budget'), '6000');
    expect(summary(drawer)).toHaveTextContent('₦42,000.00');
    expect(summary(drawer)).toHaveTextContent('11,000 people');
    await user.clear(within(drawer).getByLabelText('Number of days'));
    await user.type(within(drawer).getByLabelText('Number of days'), '30');
    expect(summary(drawer)).toHaveTextContent('₦180,000.00');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Google' }));
    const reach = estimatedDailyReach(6000, 'NGN', ['facebook', 'tiktok', 'google']);
    expect(summary(drawer)).toHaveTextContent(`${reach.toLocaleString('en-NG')} people`);
  });

  it('pays with the PIN under one reference, kept when the same campaign is sent again', async () => {
    // The first answer is a refusal; the merchant tops up and sends the same campaign again.
    const api = mockAdvertsApi([], () => jsonResponse(400, { error: 'Insufficient balance' }));
    const { user, drawer } = await openForm();
    expect(within(drawer).getByRole('combobox', { name: 'Address to advertise' })).toHaveValue(
      window.location.host,
    );
    await user.click(within(drawer).getByRole('checkbox', { name: 'Instagram' }));
    await user.type(within(drawer).getByLabelText('Daily budget'), '2500');
    await tapPin(user, drawer, '4826');
    await user.click(within(drawer).getByRole('button', { name: 'Pay and start' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Insufficient balance');

    const created = mockAdvertsApi([]);
    await user.click(within(drawer).getByRole('button', { name: 'Pay and start' }));
    expect(
      await screen.findByText(`Your campaign on ${window.location.host} is paid: ₦17,500.00.`),
    ).toBeInTheDocument();
    const [first] = api.of(advertEndpoints.create);
    const [second] = created.of(advertEndpoints.create);
    expect(second?.body).toEqual({
      platforms: ['instagram'],
      domain: window.location.host,
      dailyBudget: 2500,
      numberofdays: 7,
      startdate: utcToday(),
      pin: '4826',
      reference: (first?.body as { reference: string }).reference,
    });
    expect((second?.body as { reference: string }).reference).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/adverts\/all$/);
    expect(await rowOf(window.location.host)).toHaveTextContent('₦17,500.00');
  });

  it('keeps sub-users out of the form', async () => {
    mockAdvertsApi([]);
    renderAdverts('/adverts/all/new', { userCategory: 'OLIVIA_SUB_USER' });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/adverts\/all$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
