/** `https://<this app>/store/<slug>`: where customers shop. */
export function storefrontAddress(slug: string, origin = window.location.origin): string {
  return `${origin}/store/${encodeURIComponent(slug)}`;
}
