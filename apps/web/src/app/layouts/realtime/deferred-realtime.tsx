import { lazy, Suspense, useEffect, useState } from 'react';

const RealtimeHost = lazy(() =>
  import('./realtime-host').then((module) => ({ default: module.RealtimeHost })),
);

/** How long the browser may put the live channel off while it is busy drawing the page. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Mounts the live channel once the page has painted and the browser is idle: the socket client
 * and the notification logic are not needed to draw the screen, so they stay out of its first
 * load.
 */
export function DeferredRealtime() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(show, 0);
    return () => clearTimeout(handle);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <RealtimeHost />
    </Suspense>
  ) : null;
}
