/** The auth feature's query and mutation keys: every one starts with 'auth'. */
export const authKeys = {
  all: ['auth'] as const,
  signIn: () => [...authKeys.all, 'sign-in'] as const,
  signUp: () => [...authKeys.all, 'sign-up'] as const,
  recoverPassword: () => [...authKeys.all, 'recover-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
};
