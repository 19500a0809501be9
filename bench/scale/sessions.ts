import type pg from 'pg';
import { hashToken, randomToken } from '../../src/server/lib/tokens';
import { BUSY_CHURCH } from './params';

/** Signed-in people of the benchmark: a bearer token per user id, in the order asked. */
export interface Signed {
  userId: number;
  churchId: number;
  token: string;
}

/**
 * Sessions inserted as the login route would store them (the SHA-256 of a random token, see
 * src/server/lib/sessions.ts): logging in thousands of times through the API would only measure argon2
 * and meet the login throttles.
 */
async function signIn(
  client: pg.Client,
  people: Array<{ id: number; church_id: number }>,
): Promise<Signed[]> {
  const signed = people.map((p) => ({ userId: p.id, churchId: p.church_id, token: randomToken() }));
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at)
     select unnest($1::text[]), unnest($2::int[]), now() + interval '1 day'`,
    [signed.map((s) => hashToken(s.token)), signed.map((s) => s.userId)],
  );
  return signed;
}

export interface Cast {
  /** Every member of the busy church: the statistics are read as each of them in turn. */
  busyMembers: Signed[];
  /** Writers all in the busy church. */
  oneChurch: Signed[];
  /** Writers each in a different church. */
  spread: Signed[];
}

export async function signInCast(client: pg.Client, writers: number): Promise<Cast> {
  const busy = await client.query<{ id: number; church_id: number }>(
    'select id, church_id from users where church_id = $1 order by id',
    [BUSY_CHURCH],
  );
  const spread = await client.query<{ id: number; church_id: number }>(
    `select distinct on (church_id) id, church_id from users
     where church_id is not null and church_id <> $1 order by church_id, id limit $2`,
    [BUSY_CHURCH, writers],
  );
  const busyMembers = await signIn(client, busy.rows);
  if (busyMembers.length < writers || spread.rows.length < writers) throw new Error('not enough bench users');
  return { busyMembers, oneChurch: busyMembers.slice(0, writers), spread: await signIn(client, spread.rows) };
}
