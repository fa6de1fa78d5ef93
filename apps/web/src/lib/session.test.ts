import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInResponse, storedAda } from '../test/fixtures';
import { hasStoredSession } from './stored-session';

/** lib/session as a page load reads it: a fresh module over what the browser kept. */
async function loadSession() {
  vi.resetModules();
  return import('./session');
}

const storedUser = storedAda;

describe('the saved session, read on load', () => {
  beforeEach(() => localStorage.clear());

  it('is taken up when it reads as a session', async () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('systemid', 'store-1');
    localStorage.setItem('user', JSON.stringify(storedUser));
    const { useSession } = await loadSession();
    expect(useSession.getState().user).toEqual(storedUser);
    expect(hasStoredSession()).toBe(true);
  });

  it.each([
    ['a user without its currency', JSON.stringify({ ...storedUser, currency: undefined })],
    ['a user that is not JSON', '{ada'],
  ])('is dropped when it holds %s, so /sign-in does not send the browser back', async (_, user) => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('systemid', 'store-1');
    localStorage.setItem('user', user);
    localStorage.setItem('curAbbre', 'NGN');
    const { useSession } = await loadSession();
    expect(useSession.getState().user).toBeNull();
    expect(hasStoredSession()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('curAbbre')).toBeNull();
  });

  it('is no session without a user, and is left alone', async () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('systemid', 'store-1');
    const { useSession } = await loadSession();
    expect(useSession.getState().user).toBeNull();
    expect(hasStoredSession()).toBe(false);
    expect(localStorage.getItem('token')).toBe('token-1');
  });
});

describe('the notifications kept when a session ends', () => {
  beforeEach(() => localStorage.clear());
  const saved = JSON.stringify([{ type: 'credit', message: 'Credited', headid: 'h' }]);

  it('survive a session that timed out, for the same person signing in again', async () => {
    const { saveSession, clearSession } = await loadSession();
    saveSession(signInResponse());
    localStorage.setItem('notifications', saved);
    clearSession('expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('notifications')).toBe(saved);
    saveSession(signInResponse());
    expect(localStorage.getItem('notifications')).toBe(saved);
  });

  it('are not shown to another person signing in after the timeout', async () => {
    const { saveSession, clearSession } = await loadSession();
    saveSession(signInResponse());
    localStorage.setItem('notifications', saved);
    clearSession('expired');
    saveSession(signInResponse({ email: 'someone.else@example.com' }));
    expect(localStorage.getItem('notifications')).toBeNull();
  });

  it('go with a sign-out', async () => {
    const { saveSession, clearSession } = await loadSession();
    saveSession(signInResponse());
    localStorage.setItem('notifications', saved);
    clearSession('signed-out');
    expect(localStorage.getItem('notifications')).toBeNull();
    saveSession(signInResponse());
    expect(localStorage.getItem('notifications')).toBeNull();
  });
});
