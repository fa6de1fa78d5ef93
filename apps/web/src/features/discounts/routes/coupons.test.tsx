import { couponEndpoints } from '@olivia/contracts/discount-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBlobText } from '../../../test/blob';
import { coupon, discount, discountId, fakeDiscountsApi } from '../test/discounts-fake';
import { dialogOf, location, renderCoupons, rowOf } from '../test/render-discounts';

const TABLE = 'Coupon codes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/coupons/all', () => {
  it('lists codes with their discount, uses against the limits and status; filters go in the query', async () => {
    const api = fakeDiscountsApi(
      [discount(1), discount(2)],
      [coupon(1), coupon(2, { active: false })],
    );
    const { user } = renderCoupons();
    const first = await rowOf(TABLE, 'WRAP10');
    expect(first).toHaveTextContent('Wrap dress promo');
    expect(first).toHaveTextContent('7 / 100');
    expect(first).toHaveTextContent('Active');
    expect(await rowOf(TABLE, 'WRAP20')).toHaveTextContent('0 / No limit');

    // Only code discounts are offered: the automatic Easter sale is not.
    const discountFilter = screen.getByLabelText('Discount');
    await within(discountFilter).findByRole('option', { name: 'Wrap dress promo' });
    expect(within(discountFilter).queryByRole('option', { name: 'Easter sale' })).toBeNull();
    await user.selectOptions(discountFilter, 'Wrap dress promo');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(location()).toHaveTextContent('active=false'));
    await waitFor(() => expect(screen.queryByText('WRAP10')).toBeNull());
    const url = api.of(couponEndpoints.list).at(-1)?.url ?? '';
    expect(url).toContain(`discount=${discountId(2)}`);
    expect(url).toContain('active=false');
  });

  it('says what a code does when there is none, and offers to make some', async () => {
    fakeDiscountsApi([discount(2)], []);
    renderCoupons();
    expect(await screen.findByText('No codes yet')).toBeInTheDocument();
    expect(screen.getByText(/unlock a discount at checkout/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New codes' }).length).toBeGreaterThan(0);
  });

  it('deactivates a code from its row menu', async () => {
    const api = fakeDiscountsApi([discount(2)], [coupon(1)]);
    const { user } = renderCoupons();
    const row = await rowOf(TABLE, 'WRAP10');
    await user.click(within(row).getByRole('button', { name: 'Actions for WRAP10' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(api.of(couponEndpoints.update)).toHaveLength(1));
    expect(api.of(couponEndpoints.update)[0]?.body).toEqual({ active: false });
  });

  it('makes a batch with a prefix, a count and limits, then offers the codes as CSV', async () => {
    const api = fakeDiscountsApi([discount(1), discount(2)], []);
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          lastBlob = blob;
          return 'blob:codes';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    const { user } = renderCoupons('/coupons/all/new');
    const drawer = await dialogOf('New codes');
    const select = within(drawer).getByLabelText('Discount');
    await within(select).findByRole('option', { name: 'Wrap dress promo' });
    expect(within(select).queryByRole('option', { name: 'Easter sale' })).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: 'Create codes' }));
    expect(await within(drawer).findAllByText('Field is required')).toHaveLength(2);
    expect(api.of(couponEndpoints.create)).toHaveLength(0);

    await user.selectOptions(select, 'Wrap dress promo');
    await user.click(within(drawer).getByLabelText('A batch of generated codes'));
    await user.type(within(drawer).getByLabelText('Prefix'), 'EID');
    const count = within(drawer).getByLabelText('How many');
    await user.clear(count);
    await user.type(count, '3');
    await user.type(within(drawer).getByLabelText('Usage limit'), '1');
    await user.type(within(drawer).getByLabelText('Limit per customer'), '1');
    await user.click(within(drawer).getByRole('button', { name: 'Create codes' }));

    await waitFor(() => expect(api.of(couponEndpoints.create)).toHaveLength(1));
    expect(api.of(couponEndpoints.create)[0]?.body).toEqual({
      discountid: discountId(2),
      code: '',
      prefix: 'EID',
      count: 3,
      usagelimit: 1,
      percustomerlimit: 1,
    });
    const done = await dialogOf('3 codes created');
    expect(within(done).getByText('EIDX00002')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('coupon-codes.csv');
    const csv = await readBlobText(saved[0]?.blob ?? new Blob());
    expect(csv).toContain('Code,Discount,Usage limit,Per customer');
    expect(csv).toContain('EIDX00003,Wrap dress promo,1,1');
  });

  it('makes one code of the merchant’s own, without limits', async () => {
    const api = fakeDiscountsApi([discount(2)], []);
    const { user } = renderCoupons('/coupons/all/new');
    const drawer = await dialogOf('New codes');
    const select = within(drawer).getByLabelText('Discount');
    await within(select).findByRole('option', { name: 'Wrap dress promo' });
    await user.selectOptions(select, 'Wrap dress promo');
    await user.type(within(drawer).getByLabelText('Code'), 'ADA-VIP');
    await user.click(within(drawer).getByRole('button', { name: 'Create codes' }));
    await waitFor(() => expect(api.of(couponEndpoints.create)).toHaveLength(1));
    expect(api.of(couponEndpoints.create)[0]?.body).toEqual({
      discountid: discountId(2),
      code: 'ADA-VIP',
      prefix: '',
      count: 1,
      usagelimit: null,
      percustomerlimit: null,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/coupons\/all$/));
  });
});
