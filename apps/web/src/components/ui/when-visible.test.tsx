import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test moves: `reach(true)` brings the place near the screen. */
function fakeObserver() {
  let callback: Callback = () => undefined;
  const observe = vi.fn();
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        callback = cb;
      }
      observe = observe;
      disconnect = disconnect;
    },
  );
  return { reach: (near: boolean) => act(() => callback([{ isIntersecting: near }])), disconnect };
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('keeps the space until the place nears the screen, then renders the content', () => {
    const observer = fakeObserver();
    const { container } = render(
      <WhenVisible minHeight={480}>
        <p>Recent Transactions</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('Recent Transactions')).toBeNull();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '480px' });
    observer.reach(false);
    expect(screen.queryByText('Recent Transactions')).toBeNull();
    observer.reach(true);
    expect(screen.getByText('Recent Transactions')).toBeVisible();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('renders at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible minHeight={480}>
        <p>Recent Transactions</p>
      </WhenVisible>,
    );
    expect(screen.getByText('Recent Transactions')).toBeVisible();
  });
});
