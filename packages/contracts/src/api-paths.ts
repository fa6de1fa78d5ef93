/** Paths of the main API (prefix /api/olivia), SPEC.md §7 plus the ones DESIGN.md §4 adds. */
export const API_PREFIX = '/api/olivia';

export const apiPaths = {
  signUp: '/signup',
  signIn: '/signin/web',
  logout: '/utils/logout',
  changePassword: '/utils/change/password/',
  deleteAccount: '/utils/delete',
  recoverPassword: '/recover-password',
  resetPassword: '/reset-password',
  subUsers: '/sub-users',
  subUser: (id: string) => `/sub-users/${id}`,
} as const;

/** Public settings the web app needs at run time (DESIGN.md §11: CSP opened for these only). */
export const APP_CONFIG_PATH = '/app-config';
