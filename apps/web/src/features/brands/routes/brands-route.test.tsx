import { brandEndpoints } from '@olivia/contracts/brand-endpoints';
import { uploadEndpoints } from '@olivia/contracts/upload-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { brand, brandId, fakeBrandsApi } from '../test/brands-fake';
import { location, renderBrands, rowOf } from '../test/render-brands';

describe('/brand/all', () => {
  it('lists brands with logo, status, count and date; the filter and sort live in the URL', async () => {
    const api = fakeBrandsApi([brand(1), brand(2), brand(3)]);
    const { user } = renderBrands('/brand/all?sort=productcount&order=desc');
    expect(await screen.findByRole('heading', { name: 'Brands' })).toBeInTheDocument();
    const vlisco = await rowOf('Vlisco');
    expect(vlisco).toHaveTextContent('Active');
    expect(vlisco).toHaveTextContent('Dutch wax prints');
    expect(vlisco).toHaveTextContent('5 Mar 2026');
    expect(await rowOf('Da Viva')).toHaveTextContent('Inactive');
    expect(api.of(brandEndpoints.list)[0]?.url).toContain('sort=productcount');

    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await waitFor(() => expect(location()).toHaveTextContent('status=inactive'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vlisco' })).toBeNull());
    expect(api.of(brandEndpoints.list).at(-1)?.url).toContain('status=inactive');
    expect(await rowOf('Da Viva')).toBeInTheDocument();
  });

  it('links the product count to the products of the brand', async () => {
    fakeBrandsApi([brand(1)]);
    const { user } = renderBrands();
    const row = await rowOf('Vlisco');
    await user.click(within(row).getByRole('link', { name: 'Vlisco: 4 products' }));
    expect(location()).toHaveTextContent(`/products/all?brand=${brandId(1)}`);
  });

  it('creates a brand with an uploaded logo; a taken name shows under Name', async () => {
    let taken = true;
    const api = fakeBrandsApi([brand(1)], () =>
      taken ? jsonResponse(409, { error: 'A brand with this name already exists' }) : undefined,
    );
    const { user } = renderBrands();
    await user.click(await screen.findByRole('link', { name: 'Add brand' }));
    const drawer = await screen.findByRole('dialog', { name: 'New brand' });
    await user.click(within(drawer).getByRole('button', { name: 'Create brand' }));
    expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription('Field is required');
    expect(api.of(brandEndpoints.create)).toHaveLength(0);

    await user.type(within(drawer).getByLabelText('Name'), 'Woodin');
    const file = new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });
    await user.upload(within(drawer).getByLabelText('Logo'), file);
    await waitFor(() => expect(api.of(uploadEndpoints.uploadImage)).toHaveLength(1));
    expect(api.of(uploadEndpoints.uploadImage)[0]?.url).toContain('purpose=logo');
    await user.click(within(drawer).getByRole('button', { name: 'Create brand' }));
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription(
        'A brand with this name already exists',
      ),
    );

    taken = false;
    await user.click(within(drawer).getByLabelText('Active'));
    await user.click(within(drawer).getByRole('button', { name: 'Create brand' }));
    expect(await screen.findByText('Woodin was created.')).toBeInTheDocument();
    expect(api.of(brandEndpoints.create).at(-1)?.body).toEqual({
      name: 'Woodin',
      description: '',
      logourl: '/files/logo-2',
      active: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a brand: removes its logo and switches it off', async () => {
    const api = fakeBrandsApi([brand(1)]);
    const { user } = renderBrands(`/brand/all/${brandId(1)}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Remove logo' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit brand' });
    await user.click(within(drawer).getByLabelText('Active'));
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes to Vlisco saved.')).toBeInTheDocument();
    expect(api.of(brandEndpoints.update).at(-1)?.body).toMatchObject({
      logourl: '',
      active: false,
    });
  });

  it('removes a brand after asking, saying its products stay', async () => {
    const api = fakeBrandsApi([brand(1), brand(2)]);
    const { user } = renderBrands();
    const row = await rowOf('Woodin');
    await user.click(within(row).getByRole('button', { name: 'Actions for Woodin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Woodin?' });
    expect(dialog).toHaveTextContent('Its products stay in your catalogue, without a brand.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Woodin was removed.')).toBeInTheDocument();
    expect(api.of(brandEndpoints.remove)).toHaveLength(1);
  });

  it('offers to add the first brand from the empty state', async () => {
    fakeBrandsApi([]);
    const { user } = renderBrands();
    const empty = await screen.findByRole('region', { name: 'Brands' });
    expect(within(empty).getByRole('heading', { name: 'No brands yet' })).toBeInTheDocument();
    await user.click(within(empty).getByRole('link', { name: 'Add brand' }));
    expect(await screen.findByRole('dialog', { name: 'New brand' })).toBeInTheDocument();
  });
});
