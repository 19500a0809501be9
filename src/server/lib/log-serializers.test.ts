import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { redactQuery, serializeError } from './log-serializers';

const EMAIL = 'private.person@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A real failed insert of a NUL byte (what the reproduction logged), straight to the database. */
async function failedInsert(): Promise<unknown> {
  try {
    await database.db.insert(users).values({
      name: 'Ann\u0000e Private',
      email: EMAIL,
      passwordHash: HASH,
      timeZone: 'UTC',
      createdAt: new Date(),
    });
  } catch (err) {
    return err;
  }
  throw new Error('the insert did not fail');
}

describe('serializeError', () => {
  it('keeps the class, SQLSTATE and SQL text of a failed statement, and none of its values', async () => {
    const err = await failedInsert();
    expect(err).toBeInstanceOf(DrizzleQueryError);
    const logged = serializeError(err);
    const text = JSON.stringify(logged);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '22021' });
    expect(logged.query).toMatch(/^insert into "users" \(.*\) values \(default, \$1, \$2, \$3/);
    expect(logged.message).toBe('invalid byte sequence for encoding "…"');
    expect(logged.stack).toMatch(/^DrizzleQueryError: invalid byte sequence[^\n]*\n\s+at /);
    for (const secret of [EMAIL, 'Private', '$argon2', 'params', '0x00']) expect(text).not.toContain(secret);
  });

  it("drops PostgreSQL's detail (it repeats the row) and keeps the constraint's name", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: `Key (lower(email))=(${EMAIL}) already exists.`,
      constraint: 'users_email',
      table: 'users',
    });
    const err = new DrizzleQueryError('insert into "users" ("email") values ($1)', [EMAIL], cause);
    const logged = serializeError(err);
    expect(logged.message).toBe('duplicate key value violates unique constraint "users_email"');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email', table: 'users' });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
  });

  it('takes values out of data-exception messages and hides password hashes anywhere', () => {
    const bad = Object.assign(new Error('invalid input syntax for type integer: "4111 1111"'), {
      code: '22P02',
    });
    expect(serializeError(bad).message).toBe('invalid input syntax for type integer');
    const range = Object.assign(new Error('value "99999999999" is out of range for type integer'), {
      code: '22003',
    });
    expect(serializeError(range).message).toBe('value "…" is out of range for type integer');
    expect(serializeError(new Error(`bad hash ${HASH}`)).message).toBe('bad hash [password hash]');
  });

  it('keeps what an outage needs: connection codes and addresses, and each error of an aggregate', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 5432,
      syscall: 'connect',
    });
    const logged = serializeError(new AggregateError([refused], 'connect failed'));
    expect(logged.errors?.[0]).toMatchObject({ code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 });
  });
});

describe('redactQuery', () => {
  it('keeps the path and the names of query parameters, never their values', () => {
    expect(redactQuery('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactQuery('/api/activity?limit=5&x')).toBe('/api/activity?limit=[redacted]&x=[redacted]');
    expect(redactQuery('/api/me')).toBe('/api/me');
  });
});
