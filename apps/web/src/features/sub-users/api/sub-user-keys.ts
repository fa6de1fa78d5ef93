import type { SubUsersQuery } from '@olivia/contracts/sub-users';

/** The sub-users feature's query and mutation keys: every one starts with 'sub-users'. */
export const subUserKeys = {
  all: ['sub-users'] as const,
  lists: () => [...subUserKeys.all, 'list'] as const,
  list: (query: SubUsersQuery) => [...subUserKeys.lists(), query] as const,
  details: () => [...subUserKeys.all, 'detail'] as const,
  detail: (id: string) => [...subUserKeys.details(), id] as const,
  create: () => [...subUserKeys.all, 'create'] as const,
  update: () => [...subUserKeys.all, 'update'] as const,
  resendInvite: () => [...subUserKeys.all, 'resend-invite'] as const,
  remove: () => [...subUserKeys.all, 'remove'] as const,
};
