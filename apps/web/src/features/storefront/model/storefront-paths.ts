/** The storefront's own pages, under a store's address (`/store/<slug>`). */
export const storefrontPaths = {
  home: (slug: string) => `/store/${encodeURIComponent(slug)}`,
  product: (slug: string, id: string) =>
    `/store/${encodeURIComponent(slug)}/products/${encodeURIComponent(id)}`,
  cart: (slug: string) => `/store/${encodeURIComponent(slug)}/cart`,
  checkout: (slug: string) => `/store/${encodeURIComponent(slug)}/checkout`,
  order: (slug: string, id: string) =>
    `/store/${encodeURIComponent(slug)}/orders/${encodeURIComponent(id)}`,
};
