// The baseline of the health benchmark: node:http alone, answering a fixed JSON body (BODY) on any path.
import { createServer } from 'node:http';

const body = process.env.BODY ?? '{}';
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
