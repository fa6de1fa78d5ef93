import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockProductsApi, product, shoes, uuid } from '../test/products-api';
import { fill, location, renderProducts as renderScreen } from '../test/render-products';

describe('/products/all/:id/edit', () => {
  it('edits an archived product: its variants replaced, its status back to Active', async () => {
    const variant = (id: number, size: string) => ({
      id: uuid(id),
      size,
      colour: 'Blue',
      price: 15000,
      stock: 3,
      sku: `AD-${size}`,
    });
    const archived = product(1, {
      status: 'archived',
      categoryid: shoes.id,
      categoryname: 'Shoes',
      images: ['/files/img-9'],
      variants: [variant(101, 'M'), variant(102, 'L')],
      stock: 6,
    });
    const api = mockProductsApi([archived]);
    const { user } = renderScreen(`/products/all/${archived.id}/edit?status=archived`);
    // Opened from its address: the drawer loads the product, then shows the form.
    expect(await screen.findByLabelText('Name')).toHaveValue('Ankara dress');
    const drawer = screen.getByRole('dialog', { name: 'Edit product' });
    expect(within(drawer).getByLabelText('Status')).toHaveDisplayValue('Archived');
    expect(within(drawer).getByLabelText('Category')).toHaveDisplayValue('Shoes');
    expect(within(drawer).getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      '/files/img-9',
    );
    const row = (number: number) =>
      within(drawer).getByRole('group', { name: `Variant ${number}` });
    expect(within(row(2)).getByLabelText('Size')).toHaveValue('L');

    await user.click(within(drawer).getByRole('button', { name: 'Remove variant 2' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add variant' }));
    await user.type(within(row(2)).getByLabelText('Size'), 'XL');
    await fill(user, within(row(2)).getByLabelText('Price'), '17000');
    await fill(user, within(row(2)).getByLabelText('Stock'), '1');
    await user.selectOptions(within(drawer).getByLabelText('Status'), 'Active');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to Ankara dress saved.')).toBeInTheDocument();
    expect(api.of('update')[0]).toMatchObject({
      method: 'PUT',
      url: `/api/olivia/products/${archived.id}`,
    });
    expect(api.of('update')[0]?.body).toMatchObject({
      status: 'active',
      categoryid: shoes.id,
      images: ['/files/img-9'],
      variants: [variant(101, 'M'), { size: 'XL', colour: '', price: 17000, stock: 1, sku: '' }],
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/products\/all\?status=archived$/));
  });
});
