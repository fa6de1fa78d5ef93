/**
 * What the browser keeps of a session, read without checking it (`lib/session.ts` checks it):
 * /sign-in, which loads no validation library, only needs to know whether one is kept.
 */

/** A saved value; none on the server, which renders the public storefront (ADR 0018). */
export function storedItem(key: string): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
}

/** Whether a signed-in session is saved in this browser (its token, store and user). */
export function hasStoredSession(): boolean {
  return Boolean(storedItem('token') && storedItem('systemid') && storedItem('user'));
}
