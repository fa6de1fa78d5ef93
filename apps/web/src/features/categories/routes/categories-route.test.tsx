import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { category, categoryId, mockCategoriesApi, params } from '../test/categories-api';
import { location, renderCategories as renderScreen, rowOf } from '../test/render-categories';

describe('/category/all', () => {
  it('lists the categories with their description, product count and creation date', async () => {
    const api = mockCategoriesApi([category(1), category(2)]);
    const { user } = renderScreen('/category/all?sort=name&order=asc&q=s');
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    const dresses = await rowOf('Dresses');
    expect(dresses).toHaveTextContent('Ankara and lace dresses');
    expect(dresses).toHaveTextContent('5 Mar 2026');
    expect(await rowOf('Shoes')).toHaveTextContent('—');
    expect(params(api.of(categoryEndpoints.list)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'name',
      order: 'asc',
      q: 's',
    });
    expect(document.title).toMatch(/^Categories \| Olivia/);

    // The count opens the products filed under the category.
    await user.click(within(dresses).getByRole('link', { name: 'Dresses: 3 products' }));
    expect(location()).toHaveTextContent(`/products/all?category=${categoryId(1)}`);
  });

  it('creates a category: the contract checks the name, the server a taken one', async () => {
    let taken = true;
    const api = mockCategoriesApi([category(1)], {
      create: () =>
        taken
          ? jsonResponse(409, { error: 'A category with this name already exists' })
          : jsonResponse(201, category(2, { name: 'Shoes', description: 'Heels and flats' })),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('link', { name: 'Add category' }));
    const drawer = await screen.findByRole('dialog', { name: 'New category' });
    expect(location()).toHaveTextContent('/category/all/new');

    await user.click(within(drawer).getByRole('button', { name: 'Create category' }));
    expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription('Field is required');
    expect(within(drawer).getByLabelText('Name')).toHaveFocus();
    expect(api.of(categoryEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('Name'), 'Dresses');
    await user.click(within(drawer).getByRole('button', { name: 'Create category' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription(
        'A category with this name already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'New category' })).toBeInTheDocument();

    taken = false;
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), '  Shoes ');
    await user.type(within(drawer).getByLabelText('Description'), 'Heels and flats');
    await user.click(within(drawer).getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Shoes was created.')).toBeInTheDocument();
    expect(api.of(categoryEndpoints.create).at(-1)?.body).toEqual({
      name: 'Shoes',
      description: 'Heels and flats',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/category\/all$/);
  });

  it('offers to create the first category from the empty state', async () => {
    mockCategoriesApi([]);
    const { user } = renderScreen();
    const empty = await screen.findByRole('region', { name: 'Categories' });
    expect(within(empty).getByRole('heading', { name: 'No categories yet' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('link', { name: 'Add category' }));
    expect(await screen.findByRole('dialog', { name: 'New category' })).toBeInTheDocument();
  });
});
