// `npm run dev`: the API server restarted on every change (tsx watch) and Vite with hot reload, side by
// side. Open Vite's address: it proxies /api to the API server (vite.config.ts).
import path from 'node:path';
import concurrently from 'concurrently';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
const webUrl = `http://localhost:${webPort}`;
// `npm run` puts node_modules/.bin on PATH; running this file directly must work the same.
const PATH = [path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false src/server/main.ts',
      // The server reads PORT: here it is the API's port, not Vite's. E-mailed links and the allowed
      // Origin of cookie-authenticated writes are Vite's address, which is what the browser shows.
      env: { PATH, NODE_ENV: 'development', PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl },
      prefixColor: 'cyan',
    },
    {
      name: 'web',
      command: 'vite',
      env: { PATH, PORT: webPort, API_PORT: apiPort },
      prefixColor: 'magenta',
    },
  ],
  { cwd: root, prefix: 'name', killOthersOn: ['failure'], handleInput: false },
);

console.log(`Lampstand (development) at ${webUrl}  (API on http://localhost:${apiPort})`);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
