import { startPaypalStandIn } from './index';

// The stand-in alone, for the browser tests' main server (playwright.config.ts):
// `node --import tsx src/server/lib/paypal-stand-in/cli.ts [port]` prints its settings as one JSON line.
// A file of its own: the server bundles index.ts, and this must never start with it.
const port = Number(process.argv[2] ?? 0);
const standIn = await startPaypalStandIn({ port });
console.log(JSON.stringify({ url: standIn.url, ...standIn.config() }));
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
