import { type ApiErrorBody, PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import { i18n } from './i18n';

/**
 * Token rule: the web app keeps its session in the server's httpOnly SameSite=Lax cookie and never writes a
 * token to localStorage (scripts cannot steal it). For API compatibility a token that someone stored under
 * 'token' is still sent as `Authorization: Bearer`; the server prefers it over the cookie, so a stale one is
 * removed on a 401.
 */
export const TOKEN_KEY = 'token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The stored token's Authorization header, if someone stored one (see TOKEN_KEY). */
export function authorizationHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export function clearStoredToken() {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); nothing to clear then.
  }
}

/** A session rotation (e-mail change) ends the old token: replace one that is stored, never add one. */
export function replaceStoredToken(token: string) {
  if (storedToken() !== null) localStorage.setItem(TOKEN_KEY, token);
}

/** A non-ok response: message is "<status>: <body or status text>", body is the parsed { message, errors }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }

  /** The server's own message, for toasts and alerts. */
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }
}

export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The server refused because this session's password was set by the administrator (issue 9). */
export const isPasswordChangeRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.body?.code === PASSWORD_CHANGE_REQUIRED_CODE;

let onPasswordChangeRequired: () => void = () => {};

/** What to do when the server asks this session to choose a new password (go to /choose-password). */
export function setPasswordChangeHandler(handler: () => void) {
  onPasswordChangeRequired = handler;
}

let onUnauthorized: () => void = () => {};

/** The query client registers what "signed out" means (it owns the cached current user). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export interface RequestOptions {
  /** Credential checks (login) answer 401 for a wrong password: that must not sign anybody out. */
  signOutOn401?: boolean;
  cache?: RequestCache;
  /** More request headers (the offline-capable writes' Idempotency-Key). */
  headers?: Record<string, string>;
}

async function parseErrorBody(res: Response): Promise<{ text: string; body: ApiErrorBody | null }> {
  const raw = await res.text().catch(() => '');
  let body: ApiErrorBody | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'message' in parsed) body = parsed as ApiErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, say): the raw text still goes into the message.
  }
  return { text: raw || res.statusText, body };
}

/** A non-ok answer's error, after signing out on a 401 or asking for a new password, as the answer says. */
async function errorOf(res: Response, options: RequestOptions): Promise<ApiError> {
  const { text, body } = await parseErrorBody(res);
  if (res.status === 401 && options.signOutOn401 !== false) {
    clearStoredToken();
    onUnauthorized();
  }
  const error = new ApiError(res.status, text, body);
  if (isPasswordChangeRequired(error)) onPasswordChangeRequired();
  return error;
}

/**
 * The one way the client talks to the API: JSON in and out, credentials included, errors thrown; a 401
 * signs out, a 403 asking for a new password (temporary password) takes the person to choose one.
 */
export async function apiRequest<T>(
  method: string,
  url: string,
  data?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers a visitor in this language (a signed-in person in their own, decision 035).
    'Accept-Language': i18n.language,
    ...authorizationHeaders(),
    ...options.headers,
  };
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
    cache: options.cache,
  });
  if (!res.ok) throw await errorOf(res, options);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file the API draws (the year card's PNG), read as a Blob, with apiRequest's credentials and errors. */
export async function apiBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { headers: authorizationHeaders(), credentials: 'include' });
  if (!res.ok) throw await errorOf(res, {});
  return res.blob();
}
