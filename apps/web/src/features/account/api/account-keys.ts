/** The account feature's mutation keys: every one starts with 'account'. */
export const accountKeys = {
  all: ['account'] as const,
  logout: () => [...accountKeys.all, 'logout'] as const,
  changePassword: () => [...accountKeys.all, 'change-password'] as const,
  deleteAccount: () => [...accountKeys.all, 'delete'] as const,
};
