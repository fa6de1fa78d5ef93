import { discountEndpoints } from '@olivia/contracts/discount-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { discount, discountId, fakeDiscountsApi, productId } from '../test/discounts-fake';
import { dialogOf, location, renderDiscounts, rowOf } from '../test/render-discounts';

const TABLE = 'Discounts';

describe('/discount/all', () => {
  it('lists discounts with what each gives, method, state, uses and codes; filters go in the URL and the query', async () => {
    const api = fakeDiscountsApi([discount(1), discount(2), discount(3)]);
    const { user } = renderDiscounts();
    expect(await screen.findByRole('heading', { name: 'Discount' })).toBeInTheDocument();
    expect(await rowOf(TABLE, '10% off the order')).toHaveTextContent('Easter sale');
    const promo = await rowOf(TABLE, 'Wrap dress promo');
    expect(promo).toHaveTextContent(/₦1,000\.00 off each unit of 3 products/);
    expect(promo).toHaveTextContent('By code');
    expect(promo).toHaveTextContent('14');
    expect(promo).toHaveTextContent('₦28,000.00');
    const bxgy = await rowOf(TABLE, 'Three for two');
    expect(bxgy).toHaveTextContent('Buy 2 get 1 free');
    expect(bxgy).toHaveTextContent('Scheduled');

    await user.selectOptions(screen.getByLabelText('State'), 'Scheduled');
    await user.selectOptions(screen.getByLabelText('Method'), 'By code');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Buy X get Y');
    await waitFor(() => expect(location()).toHaveTextContent('kind=bxgy'));
    const url = api.of(discountEndpoints.list).at(-1)?.url ?? '';
    expect(url).toContain('state=scheduled');
    expect(url).toContain('method=code');
    expect(url).toContain('kind=bxgy');

    await user.click(screen.getByRole('button', { name: /Times used/ }));
    await waitFor(() =>
      expect(api.of(discountEndpoints.list).at(-1)?.url).toContain('sort=timesused'),
    );
  });

  it('says what a discount does when there is none, and offers to create one', async () => {
    fakeDiscountsApi([]);
    renderDiscounts();
    expect(await screen.findByText('No discounts yet')).toBeInTheDocument();
    expect(screen.getByText(/takes money off what your customers pay/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New discount' }).length).toBeGreaterThan(0);
  });

  it('creates a percentage discount on two chosen products', async () => {
    const api = fakeDiscountsApi([discount(1)]);
    const { user } = renderDiscounts('/discount/all/new');
    const drawer = await dialogOf('New discount');
    await user.type(within(drawer).getByLabelText('Name'), 'Fabric week');
    const value = within(drawer).getByLabelText('Percentage off');
    await user.clear(value);
    await user.type(value, '15');
    await user.selectOptions(within(drawer).getByLabelText('Applies to'), 'Products');
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Ankara wrap dress' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Adire scarf' }));
    expect(
      within(drawer).getByText('2 chosen: Ankara wrap dress, Adire scarf'),
    ).toBeInTheDocument();
    // A search narrows the list; the chosen ones stay chosen and named.
    await user.type(within(drawer).getByLabelText('Find a product'), 'Ankara');
    await waitFor(() =>
      expect(within(drawer).queryByRole('checkbox', { name: 'Adire scarf' })).toBeNull(),
    );
    expect(
      within(drawer).getByText('2 chosen: Ankara wrap dress, Adire scarf'),
    ).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('Starts'), {
      target: { value: '2026-04-01T09:00' },
    });
    expect(within(drawer).getByText(/Combinable discounts add up/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Create discount' }));

    await waitFor(() => expect(api.of(discountEndpoints.create)).toHaveLength(1));
    expect(api.of(discountEndpoints.create)[0]?.body).toEqual({
      name: 'Fabric week',
      kind: 'percentage',
      value: 15,
      appliesto: 'products',
      targetids: [productId(1), productId(3)],
      buyquantity: 0,
      getquantity: 0,
      minsubtotal: 0,
      minquantity: 0,
      method: 'automatic',
      startsat: new Date('2026-04-01T09:00').toISOString(),
      endsat: null,
      combinable: false,
      active: true,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/discount\/all$/));
  });

  it('asks for products before sending, and shows the server refusing the value under its field', async () => {
    const api = fakeDiscountsApi([], [], () =>
      jsonResponse(400, {
        error: 'Bad Request',
        details: { value: ['Enter a percentage from 0.01 to 100, or an amount above 0'] },
      }),
    );
    const { user } = renderDiscounts('/discount/all/new');
    const drawer = await dialogOf('New discount');
    await user.type(within(drawer).getByLabelText('Name'), 'Brand week');
    await user.selectOptions(within(drawer).getByLabelText('Applies to'), 'Brands');
    await user.click(within(drawer).getByRole('button', { name: 'Create discount' }));
    expect(
      await within(drawer).findByText('Choose at least one product, category or brand'),
    ).toBeInTheDocument();
    expect(api.of(discountEndpoints.create)).toHaveLength(0);

    await user.click(await within(drawer).findByRole('checkbox', { name: 'Ada Originals' }));
    await user.click(within(drawer).getByRole('button', { name: 'Create discount' }));
    await waitFor(() => expect(api.of(discountEndpoints.create)).toHaveLength(1));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Percentage off')).toHaveAccessibleDescription(
        'Enter a percentage from 0.01 to 100, or an amount above 0',
      ),
    );
  });

  it('deactivates from the row menu, and says why a used discount cannot be deleted', async () => {
    const api = fakeDiscountsApi([discount(1), discount(2)]);
    const { user } = renderDiscounts();
    const row = await rowOf(TABLE, 'Wrap dress promo');
    const menu = () => within(row).getByRole('button', { name: 'Actions for Wrap dress promo' });

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    await waitFor(() => expect(api.of(discountEndpoints.update)).toHaveLength(1));
    expect(api.of(discountEndpoints.update)[0]?.url).toContain(`/discounts/${discountId(2)}`);
    expect(api.of(discountEndpoints.update)[0]?.body).toEqual({ active: false });

    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await dialogOf('Delete Wrap dress promo?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(confirm).findByText('This discount has been used: deactivate it instead'),
    ).toBeInTheDocument();
  });

  it('edits a discount in the drawer and sends its fields', async () => {
    const api = fakeDiscountsApi([discount(1)]);
    const { user } = renderDiscounts(`/discount/all/${discountId(1)}/edit`);
    const name = await screen.findByLabelText('Name');
    const drawer = await dialogOf('Edit discount');
    await user.clear(name);
    await user.type(name, 'Easter weekend');
    await user.click(within(drawer).getByLabelText('Combinable with other discounts'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of(discountEndpoints.update)).toHaveLength(1));
    expect(api.of(discountEndpoints.update)[0]?.body).toMatchObject({
      name: 'Easter weekend',
      combinable: true,
      startsat: '2026-03-01T09:00:00.000Z',
    });
  });
});
