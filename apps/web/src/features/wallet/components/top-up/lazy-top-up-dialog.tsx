import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The Wallet Top Up dialog, fetched when it first opens: the dashboard's first load does not
 * carry it (about 14 KB brotli, measured by `npm run bench`).
 */
const TopUpDialog = lazy(() =>
  import('./top-up-dialog').then((module) => ({ default: module.TopUpDialog })),
);

export function LazyTopUpDialog(props: ComponentProps<typeof TopUpDialog>) {
  return (
    <Suspense fallback={null}>
      <TopUpDialog {...props} />
    </Suspense>
  );
}
