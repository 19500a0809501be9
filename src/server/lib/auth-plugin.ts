import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@shared/account-security';
import { PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import { t } from '@shared/i18n';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { forbidden, HttpError } from './errors';
import { type AuthContext, type NewSession, resolveSession, SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** How the token arrived: cookie-authenticated writes get the Origin check. */
    authVia: 'bearer' | 'cookie' | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/*
 * The session cookie is read here and written by login and logout only, with the `cookie` package: a
 * cookie plugin would parse every request's cookies and add a hook to every answer (files, health
 * included), a measurable part of a small request's time (docs/performance.md).
 */
function sessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookies(header)[SESSION_COOKIE] : undefined;
}

/** A browser write is same-origin when its Origin matches the Host it was sent to or PUBLIC_URL. */
function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  if (host === request.headers.host) return false;
  return new URL(config.PUBLIC_URL).host !== host;
}

/**
 * A password set by the church administrator is temporary (product decisions): until the person chooses
 * their own, their session may call only public routes and those marked allowTemporaryPassword (logout,
 * PUT /api/profile/password). Checked here, once for every route, rather than in each guard.
 */
function refusedForTemporaryPassword(request: FastifyRequest, auth: AuthContext): boolean {
  if (!auth.user.passwordMustChange) return false;
  const { access, allowTemporaryPassword } = request.routeOptions.config;
  return access !== 'public' && access !== 'webhook' && allowTemporaryPassword !== true;
}

const passwordChangeRequired = () =>
  new HttpError(403, PASSWORD_CHANGE_REQUIRED_MESSAGE, undefined, undefined, PASSWORD_CHANGE_REQUIRED_CODE);

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; clock: Clock; config: Config }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authVia', null);
  // A callback hook, not an async one: most requests carry no token and then cost no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const bearer = bearerToken(request);
    const token = bearer ?? sessionCookie(request);
    if (!token) return done();
    if (!bearer && UNSAFE.has(request.method) && isForeignOrigin(request, opts.config)) {
      return done(forbidden(t('common:crossSite')));
    }
    resolveSession(opts.db, opts.clock, token).then((auth) => {
      request.auth = auth;
      request.authVia = auth ? (bearer ? 'bearer' : 'cookie') : null;
      done(auth && refusedForTemporaryPassword(request, auth) ? passwordChangeRequired() : undefined);
    }, done);
  });
});

export function setSessionCookie(reply: FastifyReply, config: Config, session: NewSession) {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https://'),
      expires: session.expiresAt,
    }),
  );
}

/** An expired, empty session cookie: the browser drops it. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.header(
    'set-cookie',
    serializeCookie(SESSION_COOKIE, '', { path: '/', sameSite: 'lax', expires: new Date(0), maxAge: 0 }),
  );
}
