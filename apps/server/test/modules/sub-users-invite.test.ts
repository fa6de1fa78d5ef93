import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl } from '@olivia/contracts/endpoint';
import { messages } from '@olivia/contracts/messages';
import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { subUserEndpoints } from '@olivia/contracts/sub-user-endpoints';
import { passwordResets } from '../../src/db/schema/accounts';
import {
  signIn,
  signUp,
  STRONG_PASSWORD,
  uniqueAddress,
  type SignedIn,
} from '../helpers/factories';
import { auditOf, createStaff, inviteToken, userIdOf } from '../helpers/sub-users';
import { buildTestApp, testDatabase } from '../helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const CHOSEN = 'Chosen#Plum53';
const resend = (owner: SignedIn, id: string) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(subUserEndpoints.resendInvite, { id }),
    headers: owner.headers,
  });
const update = (owner: SignedIn, id: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: endpointUrl(subUserEndpoints.update, { id }),
    headers: owner.headers,
    payload,
  });
const setPassword = (token: string, password = CHOSEN) =>
  app.inject({
    method: 'POST',
    url: endpointUrl(authEndpoints.resetPassword),
    payload: { token, password },
    remoteAddress: uniqueAddress(),
  });

describe('inviting a sub-user', () => {
  it('e-mails a set-password link valid 72 hours; choosing the password makes them active', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner, { password: undefined });
    expect(staff.status).toBe('invited');
    const token = await inviteToken(staff.email);
    const { db } = await testDatabase();
    const [link] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, staff.id));
    const hours = ((link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBe(72);
    // Nobody knows the invited account's password, so it cannot sign in yet.
    expect((await signIn(app, staff.email, STRONG_PASSWORD)).json()).toEqual({
      error: messages.invalidCredentials,
    });

    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await signIn(app, staff.email, CHOSEN)).statusCode).toBe(200);
    const listed = await app.inject({
      url: endpointUrl(subUserEndpoints.list),
      headers: owner.headers,
    });
    expect(listed.json().content).toMatchObject([{ id: staff.id, status: 'active' }]);
    // The refused sign-in is logged; choosing the password accepts the invitation in one
    // transaction (one timestamp, so the two are in either order); the sign-in comes after.
    const [invited, refused, ...rest] = (await auditOf(staff.id)).map((row) => row.action);
    expect(invited).toBe('sub_user.invited');
    expect(refused).toBe('user.sign_in_failed');
    expect(rest.pop()).toBe('user.signed_in');
    expect(rest.sort()).toEqual(['sub_user.invite_accepted', 'user.password_changed']);
  });

  it('resends a fresh link to an invited sub-user (the old one stops working), 409 once active', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner, { password: undefined });
    const first = await inviteToken(staff.email);
    const resent = await resend(owner, staff.id);
    expect(resent.json()).toEqual({ status: 200, message: 'Invitation sent' });
    const second = await inviteToken(staff.email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).json()).toEqual({ error: messages.resetLinkUsed });
    expect((await setPassword(second)).statusCode).toBe(200);
    const again = await resend(owner, staff.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messages.subUserAlreadyActive });
  });

  it('creates an active sub-user at once when the main user sets the password', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner);
    expect(staff.status).toBe('active');
    expect((await signIn(app, staff.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await resend(owner, staff.id)).statusCode).toBe(409);
  });
});

describe('disabling a sub-user', () => {
  it('ends their sessions and refuses their sign-in as a wrong password would; enabling allows it', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner);
    const session = (await signIn(app, staff.email, STRONG_PASSWORD)).json();
    const headers = { token: session.token, systemid: session.systemid };

    const disabled = await update(owner, staff.id, { disabled: true });
    expect(disabled.json()).toMatchObject({ id: staff.id, status: 'disabled' });
    const logout = await app.inject({ url: endpointUrl(authEndpoints.logout), headers });
    expect(logout.statusCode).toBe(401);
    const refused = await signIn(app, staff.email, STRONG_PASSWORD);
    const wrong = await signIn(app, staff.email, 'Wrong#Pass99');
    expect([refused.statusCode, refused.json()]).toEqual([wrong.statusCode, wrong.json()]);

    expect((await update(owner, staff.id, { disabled: false })).json().status).toBe('active');
    expect((await signIn(app, staff.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps a disabled invitee invited when enabled, and will not resend while disabled', async () => {
    const owner = await signUp(app);
    const staff = await createStaff(app, owner, { password: undefined });
    await update(owner, staff.id, { disabled: true });
    const refused = await resend(owner, staff.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: messages.subUserDisabled });
    expect((await update(owner, staff.id, { disabled: false })).json().status).toBe('invited');
  });
});

describe('the audit of sub-user changes', () => {
  it('records every change with the main user as actor, and never a secret', async () => {
    const owner = await signUp(app);
    const ownerId = await userIdOf(owner.email);
    const staff = await createStaff(app, owner, { password: undefined });
    await resend(owner, staff.id);
    await update(owner, staff.id, { viewbalance: true, firstname: 'Tope' });
    await update(owner, staff.id, { disabled: true });
    await update(owner, staff.id, { disabled: false });
    await app.inject({
      method: 'DELETE',
      url: endpointUrl(subUserEndpoints.remove, { id: staff.id }),
      headers: owner.headers,
    });

    const rows = await auditOf(staff.id);
    expect(rows.map((row) => row.action)).toEqual([
      'sub_user.invited',
      'sub_user.invite_resent',
      'sub_user.updated',
      'sub_user.disabled',
      'sub_user.enabled',
      'sub_user.removed',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorUserId: ownerId,
        entityType: 'sub_user',
        entityId: staff.id,
      });
    }
    expect(rows[0]?.changes).toMatchObject({ email: staff.email, status: 'invited' });
    expect(rows[2]?.changes).toEqual({
      firstname: { from: 'Tobi', to: 'Tope' },
      viewbalance: { from: false, to: true },
    });
    expect(rows[3]?.changes).toEqual({ status: { from: 'invited', to: 'disabled' } });
    const written = JSON.stringify(rows);
    expect(written).not.toMatch(/password|argon2|token/i);
  });
});
