import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

// What the driver and the ORM throw when PostgreSQL goes away or a statement runs out of time.
const unavailable: Record<string, () => Error> = {
  'a session ended by a shutdown (57P01), wrapped by the ORM with its SQL and parameters': () =>
    new DrizzleQueryError(
      'insert into users (email) values ($1)',
      ['secret-person@example.test'],
      pgError('57P01', 'terminating connection due to administrator command'),
    ),
  'a statement over the statement timeout (57014)': () =>
    pgError('57014', 'canceling statement due to statement timeout'),
  'a server still starting (57P03)': () => pgError('57P03', 'the database system is starting up'),
  'too many connections (53300)': () => pgError('53300', 'sorry, too many clients already'),
  'no free pooled connection within the connect timeout': () =>
    new Error('timeout exceeded when trying to connect'),
  'a connection closed in the middle of a query': () => new Error('Connection terminated unexpectedly'),
  'a refused connection': () => pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
};

/** An app whose /fail/:name throws the named error, and the lines it logs. */
async function failingApp() {
  const logLines: string[] = [];
  const app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } },
  });
  registerErrorHandler(app);
  app.get('/fail/:name', async (request) => {
    const make = unavailable[(request.params as { name: string }).name];
    throw make ? make() : new Error('a bug');
  });
  await app.ready();
  return { app, logLines };
}

let app: Awaited<ReturnType<typeof failingApp>>['app'];
beforeAll(async () => {
  ({ app } = await failingApp());
});
afterAll(() => app.close());

describe('the error handler on database failures', () => {
  it.each(Object.keys(unavailable))('%s: 503 with Retry-After', async (name) => {
    const res = await app.inject({ url: `/fail/${encodeURIComponent(name)}` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
  });

  it('logs an outage once per few seconds, with the driver’s reason and never the query or its parameters', async () => {
    const { app, logLines } = await failingApp();
    for (const name of Object.keys(unavailable))
      await app.inject({ url: `/fail/${encodeURIComponent(name)}` });
    await app.close();
    const lines = logLines.filter((l) => l.includes('database unavailable'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('terminating connection due to administrator command (57P01)');
    expect(logLines.join('\n')).not.toContain('secret-person@example.test');
    expect(logLines.join('\n')).not.toContain('insert into');
  });

  it('any other error is a 500', async () => {
    const res = await app.inject({ url: '/fail/other' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
