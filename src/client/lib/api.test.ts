// @vitest-environment happy-dom

import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@shared/account-security';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import {
  ApiError,
  apiRequest,
  isPasswordChangeRequired,
  setPasswordChangeHandler,
  setUnauthorizedHandler,
  TOKEN_KEY,
} from './api';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setUnauthorizedHandler(() => {});
  setPasswordChangeHandler(() => {});
});

function lastInit() {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return { ...init, headers: init.headers as Record<string, string> };
}

describe('apiRequest', () => {
  it('sends JSON with credentials and no Authorization header when no token is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { ok: true }));
    await expect(apiRequest('POST', '/api/users', { name: 'Ruth' })).resolves.toEqual({ ok: true });
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.body).toBe('{"name":"Ruth"}');
  });

  it('sends a stored token as a bearer header, and no content type without a body', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc123');
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest('GET', '/api/churches');
    expect(lastInit().headers.Authorization).toBe('Bearer abc123');
    expect(lastInit().headers['Content-Type']).toBeUndefined();
  });

  it('throws "status: body" and keeps the parsed { message, errors }', async () => {
    const body = { message: 'Invalid input', errors: { email: ['Please enter a valid email'] } };
    fetchMock.mockResolvedValue(jsonResponse(400, body));
    const error = await apiRequest('PATCH', '/api/profile', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).serverMessage).toBe('Invalid input');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('signs out on a 401 and forgets a stored token', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    localStorage.setItem(TOKEN_KEY, 'expired');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not logged in' }));
    await expect(apiRequest('GET', '/api/stats/user')).rejects.toThrow('401: {"message":"Not logged in"}');
    expect(signedOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('does not sign out on a wrong password (credential checks opt out)', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    await expect(apiRequest('POST', '/api/login', {}, { signOutOn401: false })).rejects.toThrow('401');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('sends a session on a temporary password to choose a new one (403 with its code), and no other 403', async () => {
    const choose = vi.fn();
    const signedOut = vi.fn();
    setPasswordChangeHandler(choose);
    setUnauthorizedHandler(signedOut);
    const body = { message: PASSWORD_CHANGE_REQUIRED_MESSAGE, code: PASSWORD_CHANGE_REQUIRED_CODE };
    fetchMock.mockResolvedValue(jsonResponse(403, body));
    const error = await apiRequest('GET', '/api/stats/user').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(`403: ${JSON.stringify(body)}`);
    expect(isPasswordChangeRequired(error)).toBe(true);
    expect(choose).toHaveBeenCalledOnce();
    expect(signedOut).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Church password required' }));
    const other = await apiRequest('GET', '/api/church/users').catch((e: unknown) => e);
    expect(isPasswordChangeRequired(other)).toBe(false);
    expect(choose).toHaveBeenCalledOnce();
  });
});
