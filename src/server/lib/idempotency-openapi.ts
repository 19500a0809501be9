import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './error-schemas';
import {
  ignoredBecause,
  isApiWrite,
  KEY_MAX,
  REPLAYED_HEADER,
  type RouteShape,
  takesKey,
} from './idempotency-key';

/*
 * The OpenAPI description of Idempotency-Key, from the same rule that applies it (idempotency-key.ts):
 * the header and its 409 and 422 on every route that takes it; on the other writes, why they ignore it.
 */

const header = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(KEY_MAX + 2)
    .optional()
    .describe(
      `1 to ${KEY_MAX} visible ASCII characters (a UUID made on the device, say), bare or as a quoted ` +
        'string (the draft’s sf-string). Sent again with the same request, the write is stored once and ' +
        `the first answer is given again with \`${REPLAYED_HEADER}: true\`; 204 when that answer was lost ` +
        'after the write was stored. Kept at least 7 days, per signed-in person.',
    ),
});

const errors = errorResponses(409, 422);
const keyErrors = {
  409: errors[409].describe(
    'Conflict; with Idempotency-Key, also: a request with the same key is still running ' +
      '(`code: idempotency_key_in_use`, `Retry-After`): ask again.',
  ),
  422: errors[422].describe(
    'The Idempotency-Key was used for another request (another route, parameters or body): ' +
      '`code: idempotency_key_reused`.',
  ),
};

/** A route's own 204 (a deletion) comes after this one and replaces it. */
const stored = z
  .null()
  .describe(
    'With Idempotency-Key: stored by an earlier request with this key whose answer was lost, or set a ' +
      'session cookie (never kept).',
  );

type Transform = typeof jsonSchemaTransform;

export const openApiTransform: Transform = (document) => {
  const route = document.route as unknown as RouteShape;
  if (!isApiWrite(route) || !document.schema) {
    return jsonSchemaTransform(document);
  }
  const schema = document.schema as FastifySchema & { description?: string };
  const described: FastifySchema = takesKey(route)
    ? {
        ...schema,
        headers: header,
        response: { 204: stored, ...(schema.response as object), ...keyErrors },
      }
    : {
        ...schema,
        description: [schema.description, `Idempotency-Key is ignored: ${ignoredBecause(route)}.`]
          .filter(Boolean)
          .join(' '),
      };
  return jsonSchemaTransform({ ...document, schema: described });
};
