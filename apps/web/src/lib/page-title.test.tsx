import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPageTitle, usePageTitle, type RouteTitleKey } from './page-title';

function Titled({ titleKey }: { titleKey: RouteTitleKey }) {
  usePageTitle(titleKey);
  return null;
}

describe('page title', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the title, then the product name and tagline', () => {
    expect(formatPageTitle('Orders', 'Olivia', 'Run your store from one place')).toBe(
      'Orders | Olivia - Run your store from one place',
    );
  });

  it('uses the translated route title with the default product name and tagline', () => {
    render(<Titled titleKey="signIn" />);
    expect(document.title).toBe('Sign in | Olivia - Run your store from one place');
  });

  it('lets the environment rename the product and its tagline', () => {
    vi.stubEnv('VITE_PRODUCT_NAME', 'Acme');
    vi.stubEnv('VITE_PRODUCT_TAGLINE', 'Sell more');
    render(<Titled titleKey="dashboard" />);
    expect(document.title).toBe('Dashboard | Acme - Sell more');
  });
});
