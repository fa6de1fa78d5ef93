import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountLogEntry, AccountLogPage } from '@olivia/contracts/account-logs';
import { accountLogEndpoints } from '@olivia/contracts/account-log-endpoints';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { createCategory } from '../helpers/catalog';
import { signIn, signUp, STRONG_PASSWORD, type SignedIn } from '../helpers/factories';
import { createStaff, staffHeaders } from '../helpers/sub-users';
import { buildTestApp } from '../helpers/test-app';
import { describeDevice } from '../../src/lib/device';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function logOf(headers: SignedIn['headers'], query = ''): Promise<AccountLogPage> {
  const response = await app.inject({
    url: `${endpointUrl(accountLogEndpoints.list)}${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const actions = (page: AccountLogPage) => page.content.map((entry) => entry.action);
const find = (page: AccountLogPage, action: string) =>
  page.content.find((entry) => entry.action === action) as AccountLogEntry;

describe('GET /account-logs', () => {
  it('shows who did what, to which object, from which address and browser', async () => {
    const owner = await signUp(app);
    const category = await app.inject({
      method: 'POST',
      url: '/api/olivia/categories',
      headers: { ...owner.headers, 'user-agent': CHROME_ON_WINDOWS },
      payload: { name: 'Ankara', description: '' },
      remoteAddress: '203.0.113.9',
    });
    expect(category.statusCode, category.body).toBe(201);
    const entry = find(await logOf(owner.headers), 'category.created');
    expect(entry).toMatchObject({
      group: 'commerce',
      objecttype: 'category',
      objectid: category.json().id,
      actor: { kind: 'person', name: 'Amaka Eze', email: owner.email },
      ip: '203.0.113.9',
      device: 'Chrome on Windows',
    });
    expect(entry.changes).toMatchObject({ name: 'Ankara' });
  });

  it('records sign-ins, failed sign-ins, sign-outs and password changes, never the password', async () => {
    const owner = await signUp(app);
    expect((await signIn(app, owner.email, 'Wrong#Pass99')).statusCode).toBe(401);
    const again = (await signIn(app, owner.email, owner.password)).json();
    const headers = { token: again.token as string, systemid: again.systemid as string };
    const changed = await app.inject({
      method: 'PUT',
      url: endpointUrl(authEndpoints.changePassword),
      headers,
      payload: { oldpassword: owner.password, newpassword: 'Another#Kettle77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = (await signIn(app, owner.email, 'Another#Kettle77')).json();
    const latest = { token: fresh.token as string, systemid: fresh.systemid as string };
    const page = await logOf(latest, '?group=security');
    expect(actions(page)).toEqual([
      'user.signed_in',
      'user.password_changed',
      'user.signed_in',
      'user.sign_in_failed',
    ]);
    expect(page.content.every((entry) => entry.group === 'security')).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/Kettle|Wrong#Pass|passwordHash|token/i);

    const signOut = await app.inject({ url: endpointUrl(authEndpoints.logout), headers: latest });
    expect(signOut.statusCode).toBe(200);
    const afterOut = (await signIn(app, owner.email, 'Another#Kettle77')).json();
    const last = await logOf({ token: afterOut.token, systemid: afterOut.systemid }, '?size=2');
    expect(actions(last)).toEqual(['user.signed_in', 'user.signed_out']);
  });

  it('filters by person, object, group and dates, searches, and pages', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner, { password: STRONG_PASSWORD });
    const staffSignIn = (await signIn(app, staff.email, STRONG_PASSWORD)).json();
    const staffHeadersOf = { token: staffSignIn.token, systemid: staffSignIn.systemid };
    await createCategory(app, { ...owner, headers: staffHeadersOf });
    await createCategory(app, owner);

    const people = await app.inject({
      url: endpointUrl(accountLogEndpoints.people),
      headers: owner.headers,
    });
    expect(
      people
        .json()
        .map((person: { email: string }) => person.email)
        .sort(),
    ).toEqual([owner.email, staff.email].sort());
    const byStaff = await logOf(owner.headers, `?actor=${staff.id}`);
    expect(actions(byStaff)).toEqual(['category.created', 'user.signed_in']);
    expect(actions(await logOf(owner.headers, '?object=sub_user'))).toEqual(['sub_user.created']);
    expect(actions(await logOf(owner.headers, '?group=team'))).toEqual(['sub_user.created']);
    expect((await logOf(owner.headers, '?q=category.CREATED')).total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(owner.headers, `?from=${today}&to=${today}`)).total).toBe(5);
    expect((await logOf(owner.headers, '?to=2020-01-01')).total).toBe(0);
    const first = await logOf(owner.headers, '?size=2&sort=createdat&order=asc');
    expect(first).toMatchObject({ total: 5, page: 0, size: 2 });
    expect(first.content).toHaveLength(2);
    expect(actions(first)[0]).toBe('store.created');
  });

  it('names a person removed from the store as a former member', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner, { password: STRONG_PASSWORD });
    const staffSignIn = (await signIn(app, staff.email, STRONG_PASSWORD)).json();
    expect(staffSignIn.token).toBeTruthy();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/olivia/sub-users/${staff.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const entry = find(await logOf(owner.headers, `?actor=${staff.id}`), 'user.signed_in');
    expect(entry.actor).toEqual({ kind: 'former', id: staff.id, name: '', email: '' });
  });

  it('refuses bad filters with 400 and changes nothing', async () => {
    const owner = await signUp(app);
    for (const query of [
      '?group=everything',
      '?object=card',
      '?actor=1',
      '?from=2026-02-30',
      '?from=2026-05-02&to=2026-05-01',
      '?sort=ip',
    ]) {
      const response = await app.inject({
        url: `${endpointUrl(accountLogEndpoints.list)}${query}`,
        headers: owner.headers,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const reversed = await app.inject({
      url: `${endpointUrl(accountLogEndpoints.list)}?from=2026-05-02&to=2026-05-01`,
      headers: owner.headers,
    });
    expect(JSON.stringify(reversed.json())).toContain(messages.dateRangeInvalid);
  });

  it("is the main user's only, shows only their own store, and needs a session", async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await createCategory(app, other);
    expect(actions(await logOf(owner.headers))).not.toContain('category.created');
    const staff = await staffHeaders(app, owner);
    for (const endpoint of [accountLogEndpoints.list, accountLogEndpoints.people]) {
      const asStaff = await app.inject({ url: endpointUrl(endpoint), headers: staff });
      expect(asStaff.statusCode).toBe(403);
      const signedOut = await app.inject({ url: endpointUrl(endpoint) });
      expect(signedOut.statusCode).toBe(401);
    }
    // Another store's person as a filter finds nothing of theirs.
    const [otherEntry] = (await logOf(other.headers)).content;
    expect((await logOf(owner.headers, `?actor=${otherEntry?.actor.id}`)).total).toBe(0);
  });
});

describe('describeDevice', () => {
  it('names the browser and the system', () => {
    expect(describeDevice(CHROME_ON_WINDOWS)).toBe('Chrome on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 EdgA/130.0',
      ),
    ).toBe('Edge on Android');
    expect(describeDevice('curl/8.5.0')).toBe('curl');
    expect(describeDevice('lightMyRequest')).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
