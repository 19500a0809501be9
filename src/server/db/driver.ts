import { type PGlite, types as pgliteTypes, type Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;

/** The driver object under a Db (Drizzle's public `$client`): a pool or one of its connections, or PGlite. */
export type SqlClient = pg.Pool | pg.PoolClient | PGlite | Transaction;

/**
 * The common type of both engines' Drizzle databases: services take this and never know which one runs.
 * Transactions go through `transaction()` (./transaction.ts), which gives the work a Db on the
 * transaction's own connection; Drizzle's `db.transaction` is left out so there is one way.
 */
export type Db = Omit<PgDatabase<PgQueryResultHKT, Schema>, 'transaction'> & { readonly $client: SqlClient };

export const isPostgres = (client: SqlClient): client is pg.Pool | pg.PoolClient =>
  client instanceof pg.Pool || client instanceof pg.Client;

/** A Drizzle database over a driver object, as both engines' openers and transactions make it. */
export function drizzleOver(client: SqlClient): Db {
  const db = isPostgres(client)
    ? drizzlePg(client as pg.Pool, { schema })
    : drizzlePglite(client as PGlite, { schema });
  return db as unknown as Db;
}

/*
 * Dates, timestamps and intervals come back as the text PostgreSQL sends, as Drizzle's own queries answer
 * them (its drivers' settings, repeated here for the statements that run on the drivers directly):
 * a calendar date must not become a JavaScript Date in the server's zone.
 */
const TEXT_TYPES_PG = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES_PG.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig;
const asText = (value: string) => value;
const pgliteParsers = {
  [pgliteTypes.TIMESTAMP]: asText,
  [pgliteTypes.TIMESTAMPTZ]: asText,
  [pgliteTypes.INTERVAL]: asText,
  [pgliteTypes.DATE]: asText,
};

/**
 * Runs a named statement through the drivers' public APIs: node-postgres prepares it once per connection
 * under its name; PGlite has one connection and no names, and runs the text.
 */
export async function queryNamed<Row>(client: SqlClient, name: string, text: string, values: unknown[]) {
  const result = isPostgres(client)
    ? await client.query({ name, text, values, types: pgTypes })
    : await client.query(text, values, { parsers: pgliteParsers });
  return result.rows as Row[];
}
