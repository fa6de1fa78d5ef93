/**
 * Which pages may open a channel socket (ADR 0013). Browsers always send `Origin` on a
 * WebSocket handshake and a page cannot forge it, so the allowlist keeps other sites' pages
 * out: the app's own origin (APP_URL) and REALTIME_ALLOWED_ORIGINS. Outside production, a page
 * served by the host it connects to is allowed too (the Vite dev server on any port, tests on
 * a free port), and so is a handshake without `Origin`: only non-browser clients (scripts, the
 * benchmark) omit it, and they still need a token. In production every socket is the app's.
 */
export function createOriginPolicy(options: {
  appUrl: string;
  allowedOrigins: string[];
  production: boolean;
}) {
  const allowed = new Set([new URL(options.appUrl).origin, ...options.allowedOrigins]);
  const hostOf = (origin: string) => {
    try {
      return new URL(origin).host;
    } catch {
      return undefined;
    }
  };
  return {
    allows(origin: string | undefined, host: string | undefined): boolean {
      if (origin === undefined) return !options.production;
      if (allowed.has(origin)) return true;
      return !options.production && host !== undefined && hostOf(origin) === host;
    },
  };
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;
