import { bannerEndpoints } from '@olivia/contracts/banner-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { banner, bannerId, fakePromotionsApi, promotion } from '../test/promotions-fake';
import { dialogOf, location, renderArea, rowOf } from '../test/render-promotions';

const TABLE = 'Banners';

describe('/banners/all', () => {
  it('lists banners with where, status, promotion and clicks; the placement filter goes in the URL', async () => {
    const api = fakePromotionsApi(
      [promotion(1)],
      [banner(1), banner(2, { placement: 'top_bar', state: 'promotion_off', imageurl: '' })],
    );
    const { user } = renderArea('banners');
    const hero = await rowOf(TABLE, 'Adire week hero');
    expect(hero).toHaveTextContent('Home page hero');
    expect(hero).toHaveTextContent('Showing');
    expect(hero).toHaveTextContent('December sale');
    expect(hero).toHaveTextContent('31');
    expect(await rowOf(TABLE, 'Banner 2')).toHaveTextContent('Promotion not running');

    await user.selectOptions(screen.getByLabelText('Where'), 'Top bar');
    await waitFor(() => expect(location()).toHaveTextContent('placement=top_bar'));
    expect(api.of(bannerEndpoints.list).at(-1)?.url).toContain('placement=top_bar');
  });

  it('says what a banner does when there is none', async () => {
    fakePromotionsApi([], []);
    renderArea('banners');
    expect(await screen.findByText('No banners yet')).toBeInTheDocument();
  });

  it('asks a hero for its picture before sending, and a top bar for its headline', async () => {
    const api = fakePromotionsApi([promotion(1)], []);
    const { user } = renderArea('banners', '/banners/all/new');
    const drawer = await dialogOf('New banner');
    await user.type(within(drawer).getByLabelText('Name'), 'Hero');
    await user.click(within(drawer).getByRole('button', { name: 'Create banner' }));
    expect(await within(drawer).findByText('Upload an image for this banner')).toBeInTheDocument();

    await user.selectOptions(within(drawer).getByLabelText('Where it shows'), 'Top bar');
    await user.type(within(drawer).getByLabelText('Headline'), 'Free delivery this week');
    await user.type(within(drawer).getByLabelText('Link'), 'https://example.com/sale');
    await user.selectOptions(
      await within(drawer).findByRole('combobox', { name: 'Promotion' }),
      'December sale',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Create banner' }));
    await waitFor(() => expect(api.of(bannerEndpoints.create)).toHaveLength(1));
    expect(api.of(bannerEndpoints.create)[0]?.body).toMatchObject({
      name: 'Hero',
      placement: 'top_bar',
      headline: 'Free delivery this week',
      link: 'https://example.com/sale',
      promotionid: promotion(1).id,
    });
  });

  it('moves a banner down within its placement', async () => {
    const api = fakePromotionsApi([], [banner(1), banner(2)]);
    const { user } = renderArea('banners');
    const row = await rowOf(TABLE, 'Adire week hero');
    await user.click(within(row).getByRole('button', { name: 'Actions for Adire week hero' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => expect(api.of(bannerEndpoints.reorder)).toHaveLength(1));
    expect(api.of(bannerEndpoints.reorder)[0]?.body).toEqual({
      placement: 'hero',
      ids: [bannerId(2), bannerId(1)],
    });
  });
});
