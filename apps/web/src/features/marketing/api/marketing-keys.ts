/** The marketing feature's query keys: every one starts with 'marketing'. */
export const marketingKeys = {
  all: ['marketing'] as const,
  store: (slug: string) => [...marketingKeys.all, 'store', slug] as const,
};
