import { useEffect } from 'react';
import { FullScreenLoader } from '../../../components/ui/full-screen-loader';

/**
 * /blogs/{id} (SPEC §2): a post's page is the server's (issue 29, rendered as plain HTML), so a
 * link inside the app loads it from the server rather than drawing it here.
 */
export function BlogPostRoute() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return <FullScreenLoader />;
}
