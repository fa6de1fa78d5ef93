import { reviewEndpoints } from '@olivia/contracts/review-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockReviewsApi, params, rating, review, uuid } from './reviews-api';
import { location, renderReviews } from './render-reviews';

describe('/ratings/all', () => {
  it("shows each product's average, count and distribution, and links to its reviews", async () => {
    const api = mockReviewsApi(
      [review(1, { status: 'published' })],
      [
        rating(1, { image: '/files/img-1', average: 4.5, count: 4, distribution: [0, 0, 0, 2, 2] }),
        rating(2, { average: 2, count: 3, distribution: [1, 1, 0, 1, 0] }),
      ],
    );
    const { user } = renderReviews('/ratings/all');
    expect(await screen.findByRole('heading', { name: 'Ratings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Product ratings' });
    const dress = (await within(table).findByText('Ankara dress')).closest('tr') as HTMLElement;
    expect(dress.querySelector('img')).toHaveAttribute('src', '/files/img-1');
    expect(within(dress).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(dress).getAllByRole('cell')[2]).toHaveTextContent('4');
    const bars = within(dress).getByRole('list', { name: 'Ratings of Ankara dress' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '5 out of 5: 25★2',
      '4 out of 5: 24★2',
      '3 out of 5: 03★0',
      '2 out of 5: 02★0',
      '1 out of 5: 01★0',
    ]);

    const sandals = within(table).getByText('Leather sandals').closest('tr') as HTMLElement;
    expect(within(sandals).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(within(sandals).getAllByRole('cell')[1]).toHaveTextContent('2.0');
    expect(within(within(sandals).getByRole('list')).getAllByRole('listitem')[4]).toHaveTextContent(
      '1 out of 5: 1',
    );
    expect(params(api.of(reviewEndpoints.ratings)[0])).toEqual({
      page: '0',
      size: '10',
      sort: 'count',
      order: 'desc',
    });

    await user.click(screen.getByRole('button', { name: 'Average' }));
    await waitFor(() =>
      expect(params(api.of(reviewEndpoints.ratings).at(-1))).toMatchObject({
        sort: 'average',
        order: 'asc',
      }),
    );

    await user.click(await screen.findByRole('link', { name: 'See the reviews of Ankara dress' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(`/customer-reviews?product=${uuid(201)}`),
    );
    expect(await screen.findByText('Reviews of Ankara dress')).toBeInTheDocument();
    expect(params(api.of(reviewEndpoints.list).at(-1))).toMatchObject({ product: uuid(201) });
  });
});
