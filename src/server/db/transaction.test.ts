import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from './client';
import { entityCounts } from './schema';
import { afterCommit, transaction } from './transaction';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table transaction_test (n int primary key)`);
});
afterAll(() => database.close());

const rows = async () => {
  const result = (await database.db.execute(sql`select n from transaction_test order by n`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows.map((r) => r.n);
};
const insert = (n: number) => sql`insert into transaction_test values (${n})`;

describe('transaction', () => {
  it('commits the work, or rolls all of it back and rethrows', async () => {
    const answer = await transaction(database.db, async (tx) => {
      await tx.execute(insert(1));
      return 'done';
    });
    expect(answer).toBe('done');
    await expect(
      transaction(database.db, async (tx) => {
        await tx.execute(insert(2));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows()).toEqual([1]);
  });

  it('nests as a savepoint: an inner failure the caller handles undoes only the inner work', async () => {
    await transaction(database.db, async (tx) => {
      await tx.execute(insert(3));
      await expect(transaction(tx, (inner) => inner.execute(insert(1)))).rejects.toThrow();
      await transaction(tx, (inner) => inner.execute(insert(4)));
    });
    expect(await rows()).toEqual([1, 3, 4]);
  });

  it("gives the work a Db on the transaction's connection, for Drizzle's queries too", async () => {
    const seen = await transaction(database.db, (tx) =>
      tx.select().from(entityCounts).where(eq(entityCounts.kind, 'users')),
    );
    expect(seen.length).toBeLessThanOrEqual(1);
  });

  it('runs after-commit work once the outermost transaction commits, seeing what it wrote', async () => {
    const seen: boolean[] = [];
    const answer = await transaction(database.db, async (tx) => {
      await tx.execute(insert(5));
      await transaction(tx, async (inner) => {
        afterCommit(inner, async (db) => {
          expect(db).toBe(database.db);
          seen.push((await rows()).includes(5));
        });
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toEqual([true]);
    await expect(
      transaction(database.db, async (tx) => {
        afterCommit(tx, async () => {
          seen.push(false);
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(seen).toEqual([true]);
    expect(() => afterCommit(database.db, async () => {})).toThrow('outside');
  });
});
