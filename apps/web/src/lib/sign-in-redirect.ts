import { publicPaths } from './public-paths';

/** The sign-in screen, remembering where the user was going. */
export function signInPath(from?: string): string {
  return from ? `${publicPaths.signIn}?from=${encodeURIComponent(from)}` : publicPaths.signIn;
}

/**
 * A path of this app: one leading '/', then no '/' or '\\' right after it, and no control
 * character or backslash anywhere. Browsers drop tab, line feed and carriage return from URLs
 * and read '\\' as '/', so `/\t/evil.example` or `/\\evil.example` would mean `//evil.example`.
 */
function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return false;
  }
  return true;
}

const ORIGIN_PROBE = 'http://olivia.invalid';

/**
 * Where to go after signing in: the remembered origin when it is a path of this app, otherwise
 * the dashboard. Refuses `//host`, absolute URLs, control characters and backslashes, raw or
 * percent-encoded, so `from` cannot send users elsewhere (issue 7).
 */
export function safeRedirectPath(from: string | null): string {
  if (!from) return publicPaths.dashboard;
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return publicPaths.dashboard;
  }
  if (!isLocalPath(from) || !isLocalPath(decoded)) return publicPaths.dashboard;
  // The last word goes to the URL parser, resolving it as the browser will.
  return new URL(from, ORIGIN_PROBE).origin === ORIGIN_PROBE ? from : publicPaths.dashboard;
}
