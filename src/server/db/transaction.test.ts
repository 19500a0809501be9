import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/db';
import type { Database } from './client';
import { entityCounts } from './schema';
import { param, preparedStatement } from './statement';
import { afterCommit, transaction, transactionOpenedBy } from './transaction';

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

  it('opens with a statement whose rows the work starts from, in the same transaction, nested too', async () => {
    const txid = async (tx: typeof database.db) =>
      (
        (await tx.execute(sql`select txid_current()::text as id`)) as unknown as {
          rows: Array<{ id: string }>;
        }
      ).rows[0]?.id;
    const opened = await transactionOpenedBy(
      database.db,
      opening,
      { n: 6, none: null },
      async (tx, first) => {
        await tx.execute(insert(6));
        const inner = await transactionOpenedBy(
          tx,
          opening,
          { n: 7, none: null },
          async (_, nested) => nested,
        );
        return { first, inner, id: await txid(tx) };
      },
    );
    expect(opened.first).toEqual([{ n: 6, none: null, id: opened.id }]);
    expect(opened.inner).toEqual([{ n: 7, none: null, id: opened.id }]);
    await expect(
      transactionOpenedBy(database.db, opening, { n: 8, none: null }, async (tx) => {
        await tx.execute(insert(8));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows()).toEqual([1, 3, 4, 5, 6]);
  });
});

const opening = preparedStatement<{ n: number; none: number | null; id: string }>(
  'transaction_test_opening',
  sql`select ${param('n', 'int')} as n, ${param('none', 'int')} as none, txid_current()::text as id`,
);
