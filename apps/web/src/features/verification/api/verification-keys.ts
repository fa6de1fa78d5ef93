/** Query and mutation keys of agent verification. */
export const verificationKeys = {
  all: () => ['verification'] as const,
  status: () => [...verificationKeys.all(), 'status'] as const,
  register: () => [...verificationKeys.all(), 'register'] as const,
  setPin: () => [...verificationKeys.all(), 'set-pin'] as const,
};
