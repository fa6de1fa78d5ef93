import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Footer } from './footer';

describe('Footer', () => {
  it('reads © year, store name, all rights reserved, with one full stop after a name ending in one', async () => {
    await initI18n();
    const { rerender } = render(<Footer storeName="Ada Stores" />);
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${year} Ada Stores. All rights reserved.`,
    );
    rerender(<Footer storeName="Thames Tea Co." />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${year} Thames Tea Co. All rights reserved.`,
    );
  });
});
