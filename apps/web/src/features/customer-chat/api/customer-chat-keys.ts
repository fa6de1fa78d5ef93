/** The customer-chat feature's mutation keys: every one starts with 'customer-chat'. */
export const customerChatKeys = {
  all: ['customer-chat'] as const,
  start: (slug: string) => [...customerChatKeys.all, 'start', slug] as const,
  send: (id: string) => [...customerChatKeys.all, 'send', id] as const,
};
