/** The typed path map of the screens the code links to (the route table lists them all). */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  recoverPassword: '/recover-password',
  recoverPasswordComplete: '/recover-password/complete',
  resetPassword: '/reset-password',
  website: '/website',
  faqs: '/faqs',
  dashboard: '/dashboard',
  orders: '/orders/all',
  products: '/products/all',
  transactions: '/transactions/all',
} as const;

/** The sign-in screen, remembering where the user was going. */
export function signInPath(from?: string): string {
  return from ? `${paths.signIn}?from=${encodeURIComponent(from)}` : paths.signIn;
}

/**
 * Where to go after signing in: the remembered origin when it is a path of this app, otherwise
 * the dashboard. Refuses `//host` and absolute URLs so `from` cannot send users elsewhere.
 */
export function safeRedirectPath(from: string | null): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return paths.dashboard;
  }
  return from;
}
