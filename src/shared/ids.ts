import { z } from 'zod';
import { t } from './i18n';

/**
 * The largest PostgreSQL `integer`: the type of every serial id and of every column that refers to one.
 * A larger id reached the query and overflowed it (a 500, security issue 35); these schemas refuse it.
 */
const MAX_INTEGER_ID = 2_147_483_647;
/** Readings and prayers have `bigserial` ids, read as JavaScript numbers. */
export const MAX_BIGINT_ID = Number.MAX_SAFE_INTEGER;

const ID_MESSAGE = t('common:idNotPositive');

// The first failed check answers alone: 2 ** 53 is neither a safe integer nor in range, one message is enough.
const checks = (error: string) => ({ error, abort: true });

/** An id sent as a JSON number: a whole number from 1 to `max`, refused with `message`. */
export const idField = (message: string = ID_MESSAGE, max = MAX_INTEGER_ID) =>
  z.number({ error: message }).int(checks(message)).positive(checks(message)).max(max, checks(message));

/** The same id in a path or a query string, where it arrives as digits. */
export const idParam = (message: string = ID_MESSAGE, max = MAX_INTEGER_ID) =>
  z.coerce
    .number({ error: message })
    .int(checks(message))
    .positive(checks(message))
    .max(max, checks(message));
