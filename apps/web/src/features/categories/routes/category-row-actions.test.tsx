import { categoryEndpoints } from '@olivia/contracts/catalog-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { category, mockCategoriesApi } from '../test/categories-api';
import { location, renderCategories as renderScreen, rowOf } from '../test/render-categories';

describe('/category/all row actions', () => {
  it('edits a category from its name, keeping the list query', async () => {
    const api = mockCategoriesApi([category(1)]);
    const { user } = renderScreen('/category/all?q=dre');
    await user.click(within(await rowOf('Dresses')).getByRole('link', { name: 'Dresses' }));

    const drawer = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(location()).toHaveTextContent(`/category/all/${category(1).id}/edit?q=dre`);
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Dresses');
    await user.clear(within(drawer).getByLabelText('Description'));
    await user.type(within(drawer).getByLabelText('Description'), 'Everything to wear out');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to Dresses saved.')).toBeInTheDocument();
    expect(api.of(categoryEndpoints.update)[0]).toMatchObject({
      method: 'PUT',
      url: `/api/olivia/categories/${category(1).id}`,
      body: { name: 'Dresses', description: 'Everything to wear out' },
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/category\/all\?q=dre$/));
    expect(await rowOf('Dresses')).toHaveTextContent('Everything to wear out');
  });

  it('removes a category after a confirmation that Escape cancels', async () => {
    const api = mockCategoriesApi([category(1), category(2)]);
    const { user } = renderScreen();
    const openRemove = async () => {
      await user.click(
        within(await rowOf('Dresses')).getByRole('button', { name: 'Actions for Dresses' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
      return screen.findByRole('dialog', { name: 'Remove Dresses?' });
    };

    expect(await openRemove()).toHaveTextContent(
      'Its products stay in your catalogue, without a category.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.of(categoryEndpoints.remove)).toHaveLength(0);

    const dialog = await openRemove();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Dresses was removed.')).toBeInTheDocument();
    expect(api.of(categoryEndpoints.remove)[0]).toMatchObject({
      method: 'DELETE',
      url: `/api/olivia/categories/${category(1).id}`,
    });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Dresses' })).not.toBeInTheDocument(),
    );
    expect(await rowOf('Shoes')).toBeInTheDocument();
  });
});
