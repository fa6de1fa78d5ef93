import { authEndpoints } from '@olivia/contracts/auth-endpoints';
import { appConfigEndpoints } from '@olivia/contracts/app-config-endpoints';
import { serverErrors } from '@olivia/contracts/messages';
import { sandboxBankEndpoints } from '@olivia/contracts/sandbox-bank-endpoints';
import { walletEndpoints } from '@olivia/contracts/wallet-endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failFetch, jsonResponse, mockFetch } from '../test/fetch-mock';
import { signInAs } from '../test/fixtures';
import {
  ApiError,
  callEndpoint,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './api-client';
import { useSession } from './session';

const signInBody = { username: 'ada@example.com', password: 'secret' };
const dashboardBody = {
  startDate: '2026-03-01T00:00:00.000Z',
  endDate: '2026-03-08T23:59:00.000Z',
};

describe('callEndpoint', () => {
  afterEach(() => vi.useRealTimers());

  it("sends JSON with the token and systemid headers to the endpoint's URL", async () => {
    signInAs({ token: 'tok-123', systemid: 'sys-9' });
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'ok' }));

    const answer = await callEndpoint(authEndpoints.changePassword, {
      body: { oldpassword: 'a', newpassword: 'b' },
    });

    expect(answer).toEqual({ status: 200, message: 'ok' });
    const [request] = requests;
    expect(request?.url).toBe('/api/olivia/utils/change/password/');
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('token')).toBe('tok-123');
    expect(request?.headers.get('systemid')).toBe('sys-9');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ oldpassword: 'a', newpassword: 'b' });
  });

  it('sends no auth headers without a session, and the query without empty values', async () => {
    const requests = mockFetch(() =>
      jsonResponse(200, { content: [], total: 0, page: 1, size: 10 }),
    );
    await callEndpoint(walletEndpoints.transactions, {
      query: { page: 1, size: 10, q: '', from: undefined, sort: 'amount' },
    });
    expect(requests[0]?.url).toBe('/api/reports/transactions?page=1&size=10&sort=amount');
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.headers.has('token')).toBe(false);
  });

  it('fills in path parameters, URL-encoded', async () => {
    const requests = mockFetch(() => jsonResponse(404, { error: 'Not Found' }));
    await callEndpoint(sandboxBankEndpoints.account, {
      params: { accountnumber: '12/34 5' },
    }).catch(() => undefined);
    expect(requests[0]?.url).toBe('/api/sandbox/accounts/12%2F34%205');
  });

  it('turns an error answer into an ApiError with the server text and details', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        error: 'Bad Request',
        details: { email: ['Enter a valid email address'] },
      }),
    );
    const error = await callEndpoint(authEndpoints.signIn, { body: signInBody }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bad Request',
      details: { email: ['Enter a valid email address'] },
      isNetworkError: false,
    });
  });

  it("rejects an answer that does not match the endpoint's response schema", async () => {
    mockFetch(() => jsonResponse(200, { liveChatWidgetUrl: 42 }));
    await expect(callEndpoint(appConfigEndpoints.get)).rejects.toMatchObject({
      status: 200,
      message: INVALID_RESPONSE_MESSAGE,
    });
  });

  it('clears the session when the server no longer knows the token', async () => {
    signInAs();
    mockFetch(() => jsonResponse(401, { error: serverErrors.tokenMissing }));

    await expect(
      callEndpoint(walletEndpoints.dashboard, { body: dashboardBody }),
    ).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(useSession.getState()).toEqual({ user: null, endReason: 'expired' });
  });

  it('keeps the session when a public endpoint or logout answers so', async () => {
    signInAs();
    mockFetch(() => jsonResponse(401, { error: serverErrors.tokenMissing }));
    await expect(callEndpoint(appConfigEndpoints.get)).rejects.toBeInstanceOf(ApiError);
    await expect(
      callEndpoint(authEndpoints.logout, { endSessionOnExpiredToken: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('keeps the session on other 401 answers', async () => {
    signInAs();
    mockFetch(() => jsonResponse(401, { error: 'Incorrect email or password' }));
    await expect(callEndpoint(authEndpoints.signIn, { body: signInBody })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('retries a GET after network failures, 3 attempts in all, then reports a network error', async () => {
    vi.useFakeTimers();
    failFetch();
    const outcome = callEndpoint(authEndpoints.logout).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    const error = await outcome;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(error).toMatchObject({
      status: 0,
      isNetworkError: true,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('retries a GET after a 5xx and succeeds', async () => {
    vi.useFakeTimers();
    let calls = 0;
    mockFetch(() =>
      ++calls === 1
        ? jsonResponse(503, { error: 'Down' })
        : jsonResponse(200, { liveChatWidgetUrl: null }),
    );
    const outcome = callEndpoint(appConfigEndpoints.get);
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toEqual({ liveChatWidgetUrl: null });
    expect(calls).toBe(2);
  });

  it('never retries a POST', async () => {
    failFetch();
    await expect(callEndpoint(authEndpoints.signIn, { body: signInBody })).rejects.toMatchObject({
      isNetworkError: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
