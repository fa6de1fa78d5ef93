import { serverErrors } from '@olivia/contracts/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failFetch, jsonResponse, mockFetch } from '../test/fetch-mock';
import { signInAs } from '../test/fixtures';
import { ApiError, apiClient, NETWORK_ERROR_MESSAGE, reportsClient } from './api-client';
import { useSession } from './session';

describe('apiClient', () => {
  afterEach(() => vi.useRealTimers());

  it('sends JSON with the token and systemid headers to the main API prefix', async () => {
    signInAs({ token: 'tok-123', systemid: 'sys-9' });
    const requests = mockFetch(() => jsonResponse(200, { status: 200, message: 'ok' }));

    const answer = await apiClient.put('/utils/change/password/', { oldpassword: 'a' });

    expect(answer).toEqual({ status: 200, message: 'ok' });
    const [request] = requests;
    expect(request?.url).toBe('/api/olivia/utils/change/password/');
    expect(request?.method).toBe('PUT');
    expect(request?.headers.get('token')).toBe('tok-123');
    expect(request?.headers.get('systemid')).toBe('sys-9');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ oldpassword: 'a' });
  });

  it('sends no auth headers without a session and uses /api for reports', async () => {
    const requests = mockFetch(() => jsonResponse(200, []));
    await reportsClient.get('reports/orders');
    expect(requests[0]?.url).toBe('/api/reports/orders');
    expect(requests[0]?.headers.has('token')).toBe(false);
  });

  it('turns an error answer into an ApiError with the server text and details', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        error: 'Bad Request',
        details: { email: ['Enter a valid email address'] },
      }),
    );
    const error = await apiClient.post('/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Bad Request',
      details: { email: ['Enter a valid email address'] },
      isNetworkError: false,
    });
  });

  it('clears the session when the server no longer knows the token', async () => {
    signInAs();
    mockFetch(() => jsonResponse(401, { error: serverErrors.tokenMissing }));

    await expect(apiClient.get('/products/dashboard')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect(useSession.getState()).toEqual({ user: null, endReason: 'expired' });
  });

  it('keeps the session on other 401 answers', async () => {
    signInAs();
    mockFetch(() => jsonResponse(401, { error: 'Incorrect email or password' }));
    await expect(apiClient.post('/signin/web', {})).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('retries a GET after network failures, 3 attempts in all, then reports a network error', async () => {
    vi.useFakeTimers();
    failFetch();
    const outcome = apiClient.get('/utils/logout').catch((caught: unknown) => caught);
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
      ++calls === 1 ? jsonResponse(503, { error: 'Down' }) : jsonResponse(200, { ok: 1 }),
    );
    const outcome = apiClient.get('/products/website/hits');
    await vi.runAllTimersAsync();
    await expect(outcome).resolves.toEqual({ ok: 1 });
    expect(calls).toBe(2);
  });

  it('never retries a POST', async () => {
    failFetch();
    await expect(apiClient.post('/signin/web', {})).rejects.toMatchObject({ isNetworkError: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
