import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import marketing from '../../../locales/en/marketing.json';
import { renderAt } from '../../../test/render';
import { FaqsRoute } from './faqs-route';
import { LandingRoute } from './landing-route';

/**
 * Features that are not built yet. The public pages must not promise them: when one goes live,
 * take its word out of this list and describe it on the landing page and in the FAQ.
 */
const NOT_BUILT_YET = [
  /\borders?\b/i,
  /\bproducts?\b/i,
  /\bchat\b/i,
  /\bding\b/i,
  /notification/i,
  /\bdomains?\b/i,
  /\bcatalogue\b/i,
];

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(strings);
}

describe('the public pages', () => {
  it('promise only what the product does today', () => {
    const copy = strings(marketing);
    expect(copy.length).toBeGreaterThan(40);
    for (const text of copy) {
      for (const word of NOT_BUILT_YET) expect(text, `"${text}"`).not.toMatch(word);
    }
  });

  it('lists what works now on the landing page', async () => {
    renderAt('/', <LandingRoute />);
    const grid = await screen.findByRole('region', { name: 'What Olivia does today' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Wallet',
      'Top-ups by bank transfer',
      'Payouts',
      'Transactions',
      'Sub-users',
      'Exports',
      '15 languages',
      'Dark mode and layouts',
    ]);
  });

  it('answers the FAQ about the features that exist', async () => {
    renderAt('/faqs', <FaqsRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Can I delete my account?' }));
    expect(await screen.findByText(/after typing their password to confirm/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Which languages can I use?' })).toBeVisible();
  });

  it('folds the header links into a menu button for small screens', async () => {
    const { router } = renderAt('/', <LandingRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const navs = screen.getAllByRole('navigation', { name: 'Site navigation' });
    const menu = navs.at(-1);
    if (!menu) throw new Error('no menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Store website', 'FAQs', 'Sign in', 'Get started']);
    await user.click(within(menu).getByRole('link', { name: 'FAQs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faqs'));
  });
});
