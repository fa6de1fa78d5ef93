import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { toastSuccess } from '../lib/toast';
import { Providers } from './providers';

describe('the providers', () => {
  it('mount the toast container with the first toast, and show that toast', async () => {
    const { container } = render(
      <Providers>
        <p>Screen</p>
      </Providers>,
    );
    expect(screen.getByText('Screen')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => toastSuccess('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
