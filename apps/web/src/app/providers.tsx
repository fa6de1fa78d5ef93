import { TOAST_DEFAULT_MS } from '@olivia/contracts/limits';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { queryClient as appQueryClient } from '../lib/query-client';

interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** App-wide providers. SPEC §9: toasts default to 5000 ms, top-right, drag-dismiss at 80%. */
export function Providers({ children, queryClient = appQueryClient }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} draggablePercent={80} />
    </QueryClientProvider>
  );
}
