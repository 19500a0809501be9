import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from './client';
import { type KeyClaim, keyClaims, refuseWritesOutsideTheClaim } from './idempotency-claim';
import { users } from './schema';
import { afterCommit, transaction } from './transaction';

/*
 * The rules of a keyed request (decision 025) that the code enforces outside production: the key covers
 * one top-level transaction(), so the request writes only inside it, once.
 */

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table claim_probe (n int)`);
  refuseWritesOutsideTheClaim(database.db);
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Keyed', email: 'keyed@example.com', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user?.id as number;
});
afterAll(() => database.close());

let keys = 0;
const claim = (strict: boolean): KeyClaim => ({
  userId,
  key: `probe-${++keys}`,
  fingerprint: 'f',
  now: () => new Date(),
  state: 'open',
  strict,
});
const write = (n: number) => sql`insert into claim_probe values (${n})`;
// Drizzle's queries run when awaited: awaited inside the claim's scope, as a handler awaits them.

describe('a keyed request, outside production', () => {
  it('writes in one top-level transaction, which claims the key', async () => {
    const c = claim(true);
    await keyClaims.run(c, () => transaction(database.db, (tx) => tx.execute(write(1))));
    expect(c.state).toBe('claimed');
  });

  it('may not write in a second top-level transaction, which the key would not cover', async () => {
    const c = claim(true);
    await expect(
      keyClaims.run(c, async () => {
        await transaction(database.db, (tx) => tx.execute(write(2)));
        await transaction(database.db, (tx) => tx.execute(write(3)));
      }),
    ).rejects.toThrow(/writes in two top-level transactions/);
  });

  it('may not write outside transaction(), but may read there', async () => {
    // Drizzle wraps the driver's error as "Failed query: …" with the refusal as its cause.
    const refusal = await keyClaims
      .run(claim(true), async () => await database.db.execute(write(4)))
      .then(
        () => 'written',
        (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
      );
    expect(refusal).toMatch(/writes outside transaction\(\)/);
    await expect(
      keyClaims.run(
        claim(true),
        async () => await database.db.execute(sql`select count(*) from claim_probe`),
      ),
    ).resolves.toBeDefined();
  });

  it('runs after-commit work outside the claim: it acts on committed state and may repeat', async () => {
    const c = claim(true);
    await keyClaims.run(c, () =>
      transaction(database.db, async (tx) => {
        await tx.execute(write(5));
        afterCommit(tx, async (db) => {
          await transaction(db, (after) => after.execute(write(6)));
        });
      }),
    );
    expect(c.state).toBe('claimed');
  });
});

it('in production the handler is trusted: a second transaction runs without the key', async () => {
  const c = claim(false);
  await keyClaims.run(c, async () => {
    await transaction(database.db, (tx) => tx.execute(write(7)));
    await transaction(database.db, (tx) => tx.execute(write(8)));
  });
  expect(c.state).toBe('claimed');
});
