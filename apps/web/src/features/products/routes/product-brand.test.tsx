import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockProductsApi, params, product, vlisco } from '../test/products-api';
import { location, renderProducts, rowOf } from '../test/render-products';

describe("a product's brand", () => {
  it('is chosen from the active brands in the form and sent as brandid', async () => {
    const api = mockProductsApi([]);
    const { user } = renderProducts('/products/all/new');
    const drawer = await screen.findByRole('dialog', { name: 'Add product' });
    await user.type(within(drawer).getByLabelText('Name'), 'Sunrise Ankara');
    await user.type(within(drawer).getByLabelText('Price'), '12500');
    await within(drawer).findByRole('option', { name: 'Vlisco' });
    await user.selectOptions(within(drawer).getByLabelText('Brand'), 'Vlisco');
    await user.click(within(drawer).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Sunrise Ankara was added.')).toBeInTheDocument();
    expect(api.of('create').at(-1)?.body).toMatchObject({ brandid: vlisco.id });
    // The form offers the active brands only.
    expect(api.of('brands').map((request) => params(request).status)).toContain('active');
  });

  it('shows in the list, which filters by brand through the URL', async () => {
    const api = mockProductsApi([
      product(1, { brandid: vlisco.id, brandname: 'Vlisco' }),
      product(2),
    ]);
    const { user } = renderProducts();
    expect(await rowOf('Ankara dress')).toHaveTextContent('Vlisco');
    expect(await rowOf('Leather sandals')).toHaveTextContent('No brand');
    await within(screen.getByLabelText('Brand')).findByRole('option', { name: 'Vlisco' });
    await user.selectOptions(screen.getByLabelText('Brand'), 'Vlisco');
    await waitFor(() => expect(location()).toHaveTextContent(`brand=${vlisco.id}`));
    await waitFor(() => expect(params(api.of('list').at(-1))).toMatchObject({ brand: vlisco.id }));
  });
});
