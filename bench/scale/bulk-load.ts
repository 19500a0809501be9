import type pg from 'pg';

interface Dropped {
  table: string;
  indexes: string[];
  foreignKeys: Array<{ name: string; definition: string }>;
}

/** Secondary indexes and foreign keys of a table, as PostgreSQL itself would re-create them. */
async function definitionsOf(client: pg.Client, table: string): Promise<Dropped> {
  const indexes = await client.query<{ def: string }>(
    `select pg_get_indexdef(indexrelid) as def from pg_index
     where indrelid = $1::regclass and not indisprimary and not indisunique`,
    [table],
  );
  const keys = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype = 'f'`,
    [table],
  );
  return { table, indexes: indexes.rows.map((r) => r.def), foreignKeys: keys.rows };
}

const indexName = (definition: string) => {
  const name = /^CREATE INDEX (\S+) ON/.exec(definition)?.[1];
  if (!name) throw new Error(`unexpected index definition: ${definition}`);
  return name;
};

/**
 * Runs a bulk load with the tables' secondary indexes and foreign keys set aside, as PostgreSQL's
 * "Populating a Database" advises: one index build and one validating join afterwards cost far less than
 * millions of index insertions and key look-ups row by row. They come back exactly as they were defined
 * (pg_get_indexdef, pg_get_constraintdef), and re-adding a foreign key checks every row.
 */
export async function withoutSecondaryIndexes(
  client: pg.Client,
  tables: string[],
  load: () => Promise<void>,
) {
  const dropped = await Promise.all(tables.map((table) => definitionsOf(client, table)));
  for (const { table, indexes, foreignKeys } of dropped) {
    for (const def of indexes) await client.query(`drop index ${indexName(def)}`);
    for (const key of foreignKeys) await client.query(`alter table ${table} drop constraint "${key.name}"`);
  }
  await load();
  for (const { table, indexes, foreignKeys } of dropped) {
    for (const def of indexes) await client.query(def);
    for (const key of foreignKeys) {
      await client.query(`alter table ${table} add constraint "${key.name}" ${key.definition}`);
    }
  }
}
