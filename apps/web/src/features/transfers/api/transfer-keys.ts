/** The transfers feature's query and mutation keys: every one starts with 'transfers'. */
export const transferKeys = {
  all: ['transfers'] as const,
  banks: () => [...transferKeys.all, 'banks'] as const,
  beneficiaries: () => [...transferKeys.all, 'beneficiaries'] as const,
  hasPin: () => [...transferKeys.all, 'has-pin'] as const,
  validate: () => [...transferKeys.all, 'validate'] as const,
  send: () => [...transferKeys.all, 'send'] as const,
  status: (ref: string) => [...transferKeys.all, 'status', ref] as const,
  deleteBeneficiary: () => [...transferKeys.all, 'delete-beneficiary'] as const,
  setPin: () => [...transferKeys.all, 'set-pin'] as const,
};
