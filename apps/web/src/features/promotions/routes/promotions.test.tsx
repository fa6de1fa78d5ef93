import { promotionEndpoints } from '@olivia/contracts/promotion-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discountId, fakePromotionsApi, promotion, promotionId } from '../test/promotions-fake';
import { dialogOf, location, renderArea, rowOf } from '../test/render-promotions';

const TABLE = 'Promotions';

describe('/promotions/all', () => {
  it('lists promotions with status, budget and figures; the status filter goes in the URL and the query', async () => {
    const api = fakePromotionsApi([promotion(1), promotion(2)]);
    const { user } = renderArea('promotions');
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    const sale = await rowOf(TABLE, 'December sale');
    expect(sale).toHaveTextContent('Running');
    expect(sale).toHaveTextContent('₦12,500.00 of ₦50,000.00');
    expect(sale).toHaveTextContent('₦118,000.00');
    expect(sale).toHaveTextContent('Ten off');
    expect(await rowOf(TABLE, 'Promotion 2')).toHaveTextContent('Ended · Budget spent');

    await user.selectOptions(screen.getByLabelText('Status'), 'Paused');
    await waitFor(() => expect(location()).toHaveTextContent('state=paused'));
    expect(api.of(promotionEndpoints.list).at(-1)?.url).toContain('state=paused');
  });

  it('says what a promotion is when there is none, and offers to create one', async () => {
    fakePromotionsApi([]);
    renderArea('promotions');
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New promotion' }).length).toBeGreaterThan(0);
  });

  it('creates a promotion with a budget and a discount', async () => {
    const api = fakePromotionsApi([]);
    const { user } = renderArea('promotions', '/promotions/all/new');
    const drawer = await dialogOf('New promotion');
    await user.type(within(drawer).getByLabelText('Name'), 'Easter');
    await user.type(within(drawer).getByLabelText('Budget'), '20000');
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Ten off' }));
    await user.click(within(drawer).getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(api.of(promotionEndpoints.create)).toHaveLength(1));
    expect(api.of(promotionEndpoints.create)[0]?.body).toMatchObject({
      name: 'Easter',
      budget: 20_000,
      discountids: [discountId(1)],
      endsat: null,
    });
  });

  it('refuses a budget of nothing before sending', async () => {
    const api = fakePromotionsApi([]);
    const { user } = renderArea('promotions', '/promotions/all/new');
    const drawer = await dialogOf('New promotion');
    await user.type(within(drawer).getByLabelText('Name'), 'Easter');
    await user.type(within(drawer).getByLabelText('Budget'), '0');
    await user.click(within(drawer).getByRole('button', { name: 'Create promotion' }));
    expect(await within(drawer).findByText('Enter a valid amount')).toBeInTheDocument();
    expect(api.of(promotionEndpoints.create)).toHaveLength(0);
  });

  it('shows a promotion’s figures in its drawer', async () => {
    fakePromotionsApi([promotion(1)]);
    renderArea('promotions', `/promotions/all/${promotionId(1)}/edit`);
    const figures = (await screen.findByText('Budget left')).closest('dl') as HTMLElement;
    expect(await dialogOf('Edit promotion')).toContainElement(figures);
    expect(figures).toHaveTextContent('Orders9');
    expect(figures).toHaveTextContent('Revenue₦118,000.00');
    expect(figures).toHaveTextContent('Budget left₦37,500.00');
  });

  it('pauses a promotion from its row menu', async () => {
    const api = fakePromotionsApi([promotion(1)]);
    const { user } = renderArea('promotions');
    const row = await rowOf(TABLE, 'December sale');
    await user.click(within(row).getByRole('button', { name: 'Actions for December sale' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    await waitFor(() => expect(api.of(promotionEndpoints.update)).toHaveLength(1));
    expect(api.of(promotionEndpoints.update)[0]?.body).toEqual({ action: 'pause' });
  });
});
