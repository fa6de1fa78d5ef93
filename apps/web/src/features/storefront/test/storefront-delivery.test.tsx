import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { mockStorefrontApi, SLUG, uuid } from './storefront-api';
import { cartLine, rememberCart, renderStorefront } from './render-storefront';

const CHECKOUT = `/store/${SLUG}/checkout`;
const YABA = uuid(901);

/** A store delivering by zones: Lagos at ₦2,000 with a morning window; a pickup point in Yaba. */
function zonedStore() {
  return mockStorefrontApi({
    delivery: () =>
      jsonResponse(200, {
        country: 'NG',
        zoned: true,
        pickup: [
          { id: YABA, name: 'Yaba shop', address: '3 Herbert Macaulay Way', instructions: '' },
        ],
        lgas: { Lagos: ['Eti-Osa', 'Ikeja'], Oyo: ['Ibadan North'] },
      }),
    cartPrice: (request) => {
      const body = request.body as {
        state: string;
        fulfilment: string;
        items: { productid: string }[];
      };
      const lagos = body.fulfilment === 'delivery' && body.state === 'Lagos';
      const fee = lagos ? 2_000 : 0;
      const refused = body.fulfilment === 'delivery' && body.state !== '' && !lagos;
      return jsonResponse(200, {
        lines: body.items.map((item) => ({
          ...item,
          variantid: null,
          quantity: 1,
          unitprice: 15_000,
          total: 15_000,
          saving: 0,
        })),
        subtotal: 15_000,
        deliveryfee: fee,
        discount: 0,
        total: 15_000 + fee,
        discounts: [],
        codestatus: '',
        delivery: {
          fulfilment: body.fulfilment,
          zonename: lagos ? 'Lagos mainland' : '',
          slots: lagos
            ? [{ value: '2026-12-01 09:00-12:00', date: '2026-12-01', from: '09:00', to: '12:00' }]
            : [],
          status: refused ? 'We do not deliver to this area yet' : '',
          field: refused ? 'state' : body.fulfilment === 'delivery' ? 'state' : '',
          minorder: 0,
          freeabove: null,
        },
      });
    },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  rememberCart([cartLine({ quantity: 1 })]);
});

describe('checkout with delivery zones', () => {
  it("asks the state: the zone's fee and window when it delivers, the refusal when not", async () => {
    const api = zonedStore();
    const { user } = renderStorefront(CHECKOUT);
    const state = await screen.findByRole('combobox', { name: 'State' });
    await user.selectOptions(state, 'Kano');
    await waitFor(() =>
      expect(state).toHaveAccessibleDescription('We do not deliver to this area yet'),
    );
    await user.selectOptions(state, 'Lagos');
    expect(await screen.findByText('Delivered by: Lagos mainland')).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() =>
      expect(within(summary).getByTestId('total')).toHaveTextContent('₦17,000.00'),
    );
    const slot = screen.getByRole('combobox', { name: 'Delivery time' });
    expect(within(slot).getByRole('option', { name: /Dec.*09:00–12:00/ })).toBeInTheDocument();
    expect(api.calls('cartPrice').at(-1)?.body).toMatchObject({ state: 'Lagos' });
  });

  it("suggests the LGAs the store's zones name in the chosen state", async () => {
    zonedStore();
    const { user } = renderStorefront(CHECKOUT);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Lagos');
    const lga = screen.getByRole('combobox', { name: 'LGA' });
    const suggested = () =>
      [...((lga as HTMLInputElement).list?.querySelectorAll('option') ?? [])].map((o) => o.value);
    await waitFor(() => expect(suggested()).toEqual(['Eti-Osa', 'Ikeja']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Kano');
    await waitFor(() => expect(suggested()).toEqual([]));
  });

  it('offers pickup at a branch with its address, with no delivery fee', async () => {
    const api = zonedStore();
    const { user } = renderStorefront(CHECKOUT);
    const ways = await screen.findByRole('radiogroup', { name: 'How would you like to get it?' });
    await user.click(within(ways).getByRole('radio', { name: 'Pickup' }));
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pickup point' }), 'Yaba shop');
    expect(screen.getByText('3 Herbert Macaulay Way')).toBeVisible();
    await waitFor(() =>
      expect(api.calls('cartPrice').at(-1)?.body).toMatchObject({
        fulfilment: 'pickup',
        branchid: YABA,
      }),
    );
  });
});
