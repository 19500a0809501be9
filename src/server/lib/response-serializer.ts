import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Every answer is checked against its route's response schema before it is sent, so no field outside
 * the contract ever leaves the server (a password hash, another member's e-mail). The type provider's
 * own compiler checks with Zod's encode, which skips Zod's compiled fast path and cost a fifth of a
 * simple request's time (docs/performance.md); the contracts in src/shared have no codecs, for which
 * parse checks exactly the same, so this one parses. Unknown keys are dropped, as with encode.
 */
export const responseSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
