// A Lampstand serving a copy of the built client, which a browser test changes while it runs: the update
// prompt's journey (pwa.spec.ts) publishes a next version of the app in it without touching dist/client,
// which the other journeys' server keeps serving. The same application (buildApp from the sources) with
// its own in-memory database. Started by that spec: `node --import tsx tests/e2e/support/client-copy-server.ts`
// with PORT and CLIENT_DIST (the copy).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';
import type { Mailer } from '../../../src/server/lib/mailer';
import { projectRoot } from '../../../src/server/lib/paths';

const port = Number(process.env.PORT);
const clientDist = process.env.CLIENT_DIST;
if (!port || !clientDist) throw new Error('PORT and CLIENT_DIST are required');

const config = loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: String(port) });
const templateFile = path.join(projectRoot, 'dist/pglite-template.tgz');
const database = await openDatabase({
  kind: 'pglite',
  template: existsSync(templateFile) ? new Blob([readFileSync(templateFile)]) : undefined,
});
const mailer: Mailer = { async send() {}, close() {} };
const app = await buildApp({ database, config, mailer, clientDist });
await app.listen({ port, host: '127.0.0.1' });

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
