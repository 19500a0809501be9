import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from './access';

/*
 * The Idempotency-Key header (IETF draft-ietf-httpapi-idempotency-key-header): which routes take it, how
 * a key is read, and the fingerprint of the request it was sent with (decision 025).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** On an answer given again for a key: it is the stored answer of an earlier request. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_MAX = 255;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGNED_IN = new Set<RouteAccess | undefined>(['user', 'church-unlocked', 'church-admin']);

/** What lib/idempotency.ts and the OpenAPI transform read of a route. */
export interface RouteShape {
  method: string | string[];
  url: string;
  config?: { access?: RouteAccess; ownDeduplication?: boolean };
  schema?: { body?: unknown };
}

/** Why a write route ignores the header, or null when it takes it. */
export function ignoredBecause(route: RouteShape): string | null {
  const access = route.config?.access;
  if (access === 'public' || access === 'webhook') {
    return 'it needs no session: a public answer may carry a new session token, which is never stored, and such routes deduplicate by their own rules';
  }
  if (!SIGNED_IN.has(access)) return 'it declares no signed-in access';
  if (route.config?.ownDeduplication) {
    return 'it deduplicates retries by its own rules (PayPal request ids, one pending order per church, a capture credited once)';
  }
  if (carriesPassword(route.schema?.body)) {
    return 'its body carries a password, whose fingerprint (a fast hash) is never stored';
  }
  return null;
}

/** A write (POST, PUT, PATCH, DELETE) under /api. */
export function isApiWrite(route: RouteShape): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return route.url.startsWith('/api/') && methods.some((m) => WRITES.has(m));
}

/** The writes of a signed-in caller, except those of ignoredBecause. */
export const takesKey = (route: RouteShape) => isApiWrite(route) && ignoredBecause(route) === null;

/** A body schema (Zod object) with a field named like a password. */
function carriesPassword(body: unknown): boolean {
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && Object.keys(shape).some((field) => /password/i.test(field));
}

// A bare key: visible ASCII. A quoted one is the draft's sf-string: printable ASCII with \" and \\ escapes.
const BARE = /^[\x21-\x7e]+$/;
const QUOTED = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/;

/**
 * The key of a header value, or null when it is malformed. A value opening with a double quote must be
 * a whole sf-string; `"abc"` and `abc` are the same key.
 */
export function parseKey(value: string | string[]): string | null {
  if (typeof value !== 'string') return null;
  let key = value;
  if (value.startsWith('"')) {
    const quoted = QUOTED.exec(value);
    if (!quoted) return null;
    key = (quoted[1] as string).replace(/\\(["\\])/g, '$1');
  } else if (!BARE.test(value)) return null;
  return key.length >= 1 && key.length <= KEY_MAX ? key : null;
}

/**
 * SHA-256 of the method, the route with its validated parameters and query, and the validated body: the
 * same request sent again hashes alike however its JSON was spaced or its fields ordered (the schemas
 * give their fields in their own order).
 */
export function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.method)
    .update(' ')
    .update(request.routeOptions.url ?? request.url)
    .update(`\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.query ?? {})}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}
