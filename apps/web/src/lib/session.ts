import { SignInResponseSchema, type SignInResponse } from '@olivia/contracts/auth';
import type { z } from 'zod';
import { create } from 'zustand';
import { removeCookie, setCookie } from './cookies';
import { hasStoredSession, storedItem } from './stored-session';

/** The `user` object kept in local storage, derived from the sign-in answer. */
const StoredUserSchema = SignInResponseSchema.pick({
  firstname: true,
  businessname: true,
  email: true,
  userCategory: true,
  allowsubusertransfer: true,
}).extend({ currency: SignInResponseSchema.shape.curAbbre });
export type StoredUser = z.infer<typeof StoredUserSchema>;

const COOKIE_KEYS = ['token', 'systemid', 'url', 'business-email'] as const;
const STORAGE_KEYS = [
  'token',
  'systemid',
  'user',
  'isAgent',
  'isVerified',
  'setup',
  'curSymbol',
  'curAbbre',
  'logourl',
  'accountBank',
  'accountName',
  'accountNumber',
  'url',
  // The store's live channel (start-chat) and what arrived on it: another user of this browser
  // must not see them.
  'apiKey',
  'channel',
  'clusterId',
  'chatToken',
  'notifications',
] as const;

/** Why there is no session: the user left on purpose, or the server no longer knows the token. */
export type SessionEndReason = 'signed-out' | 'expired';

interface SessionState {
  user: StoredUser | null;
  endReason: SessionEndReason | null;
}

function readStoredUser(): StoredUser | null {
  if (!hasStoredSession()) return null;
  try {
    const parsed = StoredUserSchema.safeParse(JSON.parse(storedItem('user') ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // unreadable: dropped below
  }
  // A saved session this version cannot read is dropped: /sign-in, which only sees that one is
  // kept, would otherwise send the browser straight back here.
  forgetStoredSession();
  return null;
}

/**
 * Whose `notifications` the browser keeps: a session that timed out keeps them for the same
 * person's next sign-in (the bell remembers), and any other person's sign-in starts empty.
 */
const NOTIFICATIONS_OWNER_KEY = 'notificationsOwner';
const ownerOf = (systemid: string, email: string) => `${systemid}/${email.toLowerCase()}`;

function forgetStoredSession(reason: SessionEndReason = 'signed-out'): void {
  for (const key of COOKIE_KEYS) removeCookie(key);
  const kept = reason === 'expired' ? ['notifications'] : [];
  for (const key of STORAGE_KEYS) if (!kept.includes(key)) localStorage.removeItem(key);
  if (reason !== 'expired') localStorage.removeItem(NOTIFICATIONS_OWNER_KEY);
}

/** A new sign-in: the notifications kept from an expired session are only their owner's. */
function claimNotifications(owner: string): void {
  if (localStorage.getItem(NOTIFICATIONS_OWNER_KEY) !== owner) {
    localStorage.removeItem('notifications');
  }
  localStorage.setItem(NOTIFICATIONS_OWNER_KEY, owner);
}

/**
 * The signed-in user as React state. The signed-in guard watches it: clearing the session
 * sends the user to /sign-in (with `?from=` when it expired).
 */
export const useSession = create<SessionState>(() => ({ user: readStoredUser(), endReason: null }));

export function saveSession(response: SignInResponse): void {
  const user: StoredUser = {
    firstname: response.firstname,
    businessname: response.businessname,
    email: response.email,
    userCategory: response.userCategory,
    allowsubusertransfer: response.allowsubusertransfer,
    currency: response.curAbbre,
  };
  claimNotifications(ownerOf(response.systemid, response.email));
  setCookie('token', response.token);
  setCookie('systemid', response.systemid);
  setCookie('url', response.url);
  setCookie('business-email', response.email);
  localStorage.setItem('token', response.token);
  localStorage.setItem('systemid', response.systemid);
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('isAgent', JSON.stringify(response.isAgent));
  localStorage.setItem('isVerified', JSON.stringify(response.isVerified));
  localStorage.setItem('setup', JSON.stringify(response.setup));
  localStorage.setItem('curSymbol', response.curSymbol);
  localStorage.setItem('curAbbre', response.curAbbre);
  saveLogoUrl(response.logourl);
  localStorage.setItem('accountBank', response.staticaccountbank);
  localStorage.setItem('accountName', response.staticaccountname);
  localStorage.setItem('accountNumber', response.staticaccountnumber);
  localStorage.setItem('url', response.url);
  useSession.setState({ user, endReason: null });
}

export function clearSession(reason: SessionEndReason = 'signed-out'): void {
  forgetStoredSession(reason);
  useLogoUrl.setState({ logoUrl: null });
  useSession.setState({ user: null, endReason: reason });
}

export function getAuthHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = storedItem('token');
  const systemid = storedItem('systemid');
  if (token) headers['token'] = token;
  if (systemid) headers['systemid'] = systemid;
  return headers;
}

/** The signed-in store's id (`systemid`), or '' when nobody is signed in. */
export function getSystemId(): string {
  return storedItem('systemid') ?? '';
}

/** The store's address from sign-in (`url`: its public page is `/website?store=<url>`). */
export function getStoreUrl(): string {
  return storedItem('url') ?? '';
}

function getLogoUrl(): string | null {
  return storedItem('logourl') || null;
}

/** The stored `logourl` as React state: the header shows a new logo the moment it is saved. */
export const useLogoUrl = create<{ logoUrl: string | null }>(() => ({ logoUrl: getLogoUrl() }));

/** Saves the store's logo (`''` when it has none) where the header reads it. */
export function saveLogoUrl(url: string): void {
  localStorage.setItem('logourl', url);
  useLogoUrl.setState({ logoUrl: url || null });
}

/** After the store is renamed: the header and footer show the new name at once. */
export function saveStoreName(businessname: string): void {
  const user = useSession.getState().user;
  if (!user || user.businessname === businessname) return;
  const renamed = { ...user, businessname };
  localStorage.setItem('user', JSON.stringify(renamed));
  useSession.setState({ user: renamed });
}

/**
 * docs/product/roles.md: only agents get the dashboard; the stored `isAgent` of the last sign-in.
 */
export function isAgent(): boolean {
  return storedItem('isAgent') === 'true';
}

/** docs/product/screens.md: the verified badge shows when the stored `isVerified` is true. */
export function isStoreVerified(): boolean {
  return storedItem('isVerified') === 'true';
}

const StoredSetupSchema = SignInResponseSchema.shape.setup.partial();
export type StoredSetup = z.infer<typeof StoredSetupSchema>;

/** The stored `setup` flags (controlchat, viewbalance); missing or unreadable flags are absent. */
export function getStoredSetup(): StoredSetup {
  try {
    const parsed = StoredSetupSchema.safeParse(JSON.parse(storedItem('setup') ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The store's own account (docs/product/client-settings.md accountNumber, accountBank,
 * accountName), '' when unknown.
 */
export interface StoredAccount {
  accountNumber: string;
  accountBank: string;
  accountName: string;
}

export function getStoredAccount(): StoredAccount {
  return {
    accountNumber: storedItem('accountNumber') ?? '',
    accountBank: storedItem('accountBank') ?? '',
    accountName: storedItem('accountName') ?? '',
  };
}

/** Signing out in another tab signs this one out too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'token' && !event.newValue && useSession.getState().user) {
      useSession.setState({ user: null, endReason: 'signed-out' });
    }
    // A logo changed in another tab shows here too.
    if (event.key === 'logourl') useLogoUrl.setState({ logoUrl: event.newValue || null });
  });
}
