import { TOAST_DEFAULT_MS } from '@olivia/contracts/limits';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient as appQueryClient } from '../lib/query-client';
import { TOAST_CONTAINER_CLASS, useLoadedToastify } from '../lib/toast';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * App-wide providers. docs/product/rules.md: toasts default to 5000 ms, top-right, drag-dismiss at
 * 80%; their container loads with the first toast, and sits below the header
 * (`TOAST_CONTAINER_CLASS`).
 */
export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  const toastify = useLoadedToastify();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastify && (
        <toastify.ToastContainer
          position="top-right"
          autoClose={TOAST_DEFAULT_MS}
          draggablePercent={80}
          className={TOAST_CONTAINER_CLASS}
        />
      )}
    </QueryClientProvider>
  );
}
