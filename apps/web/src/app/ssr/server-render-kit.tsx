/**
 * What the server renderings (ADR 0018 storefront, ADR 0041 public face) share: the root route as
 * it renders on a first paint, and a page's HTML once everything in it is ready.
 */
import { Suspense, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';

/**
 * RootRoute (app/root-route.tsx) as it renders on a page's first paint: the navigation loader
 * and scroll restoration add nothing to the page then (and the latter cannot run on a server).
 */
export function ServerRootRoute() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The element's HTML once everything in it is ready (nothing streamed, nothing left pending). */
export async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(element, {
    // Every boundary written in place: an outlined one is revealed by an inline script, which
    // the Content-Security-Policy (script-src 'self') refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure = error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
