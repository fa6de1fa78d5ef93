/**
 * The pages reachable without signing in, and the dashboard signing in leads to: the part of
 * `screenPaths` the separate sign-in page (ADR 0022) needs, kept apart so its first load stays
 * small.
 */
export const publicPaths = {
  home: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  signUpWithReferrer: '/sign-up/:id',
  recoverPassword: '/recover-password',
  recoverPasswordComplete: '/recover-password/complete',
  resetPassword: '/reset-password',
  website: '/website',
  faqs: '/faqs',
  sandboxBank: '/sandbox-bank',
  blog: '/blogs/:id',
  blogAdmin: '/blogs/admin',
  blogCreate: '/blogs/create/:id?',
  storefront: '/store/:slug',
  dashboard: '/dashboard',
} as const;
