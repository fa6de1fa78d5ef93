import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';

/** The root of the route table: the loader while a lazy screen or its catalogue loads. */
export function RootRoute() {
  const navigation = useNavigation();
  return (
    <>
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
      {navigation.state === 'loading' && <FullScreenLoader />}
      <ScrollRestoration />
    </>
  );
}
