import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { loadConfig } from '../config';

/*
 * Issue 36, point 7: `npm start` prints its banner and warnings, not two JSON lines per request. Fastify's
 * own request lines ("incoming request", "request completed") are written only with LOG_REQUESTS=1.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The messages logged while the app answers one request, with request lines on or off. */
async function messagesOfOneRequest(logRequests?: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const overrides = logRequests === undefined ? {} : { LOG_REQUESTS: logRequests };
  t = await createTestApp(overrides, undefined, { logger: { level: 'info', stream } });
  const from = lines.length;
  expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  return lines.slice(from).map((line) => JSON.parse(line).msg);
}

describe('request lines in the log', () => {
  it('are off by default', async () => {
    const messages = await messagesOfOneRequest();
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
  });

  it('are written with LOG_REQUESTS on', async () => {
    const messages = await messagesOfOneRequest(true);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request completed');
  });
});

describe('LOG_REQUESTS in the configuration', () => {
  it('is 0 (off) unless set to 1', () => {
    expect(loadConfig({}).LOG_REQUESTS).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: '' }).LOG_REQUESTS).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: '0' }).LOG_REQUESTS).toBe(false);
    expect(loadConfig({ LOG_REQUESTS: '1' }).LOG_REQUESTS).toBe(true);
  });

  it('refuses anything else with a readable line', () => {
    expect(() => loadConfig({ LOG_REQUESTS: 'yes' })).toThrow(/LOG_REQUESTS: LOG_REQUESTS must be 1/);
  });
});
