// The baseline of the health benchmark: node:http alone, answering a fixed response on any path: the body
// BODY with the headers HEADERS (JSON), which the benchmark copies from Lampstand's own answer.
import { createServer } from 'node:http';

const body = process.env.BODY ?? '{}';
const headers: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  ...JSON.parse(process.env.HEADERS ?? '{}'),
};
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
