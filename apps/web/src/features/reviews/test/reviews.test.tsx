import { endpointUrl } from '@olivia/contracts/endpoint';
import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockReviewsApi, params, review, uuid } from './reviews-api';
import { location, renderReviews } from './render-reviews';

const reviewsTable = () => screen.findByRole('table', { name: 'Reviews' });
const rowOf = async (customer: string) =>
  (await within(await reviewsTable()).findByText(customer)).closest('tr') as HTMLElement;

describe('/customer-reviews', () => {
  it('lists reviews with stars, comment, product, customer, order, date and status', async () => {
    const api = mockReviewsApi([
      review(1),
      review(2, { rating: 2, comment: '', status: 'hidden', productname: 'Leather sandals' }),
    ]);
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'Customer reviews' })).toBeInTheDocument();
    const first = await rowOf('Bola Ade');
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      'Lovely fabric',
      'Ankara dress',
      'Bola Ade',
      '#1001',
      expect.stringContaining('5 Mar 2026'),
      'Pending',
      '',
    ]);
    expect(within(first).getByRole('link', { name: '#1001' })).toHaveAttribute(
      'href',
      `/orders/all/${uuid(101)}`,
    );
    const second = await rowOf('Chidi Eze');
    expect(within(second).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(second).toHaveTextContent('No comment');
    expect(second).toHaveTextContent('Hidden');
    expect(params(api.of(reviewEndpoints.list)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'createdat',
      order: 'desc',
    });
  });

  it('filters by status, rating and product through the URL', async () => {
    const api = mockReviewsApi([
      review(1, { status: 'published', rating: 5 }),
      review(2, { status: 'published', rating: 3 }),
      review(3, { productid: uuid(202), productname: 'Leather sandals' }),
    ]);
    const { user } = renderReviews(`/customer-reviews?product=${uuid(201)}`);
    await rowOf('Bola Ade');
    expect(params(api.of(reviewEndpoints.list)[0])).toMatchObject({ product: uuid(201) });
    expect(screen.queryByText('Ngozi Okafor')).not.toBeInTheDocument();
    expect(screen.getByText('Reviews of Ankara dress')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await user.selectOptions(screen.getByLabelText('Rating'), '5 out of 5');
    await waitFor(() =>
      expect(params(api.of(reviewEndpoints.list).at(-1))).toMatchObject({
        status: 'published',
        rating: '5',
        product: uuid(201),
      }),
    );
    await waitFor(() => expect(screen.queryByText('Chidi Eze')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(
      `/customer-reviews?product=${uuid(201)}&status=published&rating=5`,
    );

    await user.click(screen.getByRole('button', { name: "Show every product's reviews" }));
    await waitFor(() =>
      expect(params(api.of(reviewEndpoints.list).at(-1))).not.toHaveProperty('product'),
    );
    expect(location()).toHaveTextContent(/^\/customer-reviews\?status=published&rating=5$/);
  });

  it('publishes a pending review and hides a published one', async () => {
    const api = mockReviewsApi([review(1), review(2, { status: 'published' })]);
    const { user } = renderReviews();
    const menu = async (customer: string) => {
      await user.click(
        within(await rowOf(customer)).getByRole('button', {
          name: `Actions for the review by ${customer} of Ankara dress`,
        }),
      );
      return screen.findByRole('menu');
    };

    // A pending review can go either way; a published one can only be hidden.
    expect(
      within(await menu('Bola Ade'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Publish', 'Hide']);
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    expect(await screen.findByText('The review by Bola Ade is published.')).toBeVisible();
    expect(api.of(reviewEndpoints.moderate)[0]).toMatchObject({
      method: 'PUT',
      url: endpointUrl(reviewEndpoints.moderate, { id: uuid(1) }),
      body: { status: 'published' },
    });
    await waitFor(async () => expect(await rowOf('Bola Ade')).toHaveTextContent('Published'));

    expect(
      within(await menu('Chidi Eze'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hide']);
    await user.click(screen.getByRole('menuitem', { name: 'Hide' }));
    expect(await screen.findByText('The review by Chidi Eze is hidden.')).toBeVisible();
    expect(api.of(reviewEndpoints.moderate)[1]?.body).toEqual({ status: 'hidden' });
    await waitFor(async () => expect(await rowOf('Chidi Eze')).toHaveTextContent('Hidden'));
  });

  it('says when reviews will appear while there are none', async () => {
    mockReviewsApi([]);
    renderReviews();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Reviews appear here once customers review their delivered orders.'),
    ).toBeInTheDocument();
  });
});
