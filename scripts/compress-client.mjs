// Writes a Brotli (.br) and a gzip (.gz) twin of every text asset of the built client, once, at the
// highest levels: the server sends them as they are (@fastify/static preCompressed) instead of the raw
// files, which are three to four times larger on the wire. A twin that would not be smaller is skipped.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../dist/client');
const TEXT = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

let raw = 0;
let brotli = 0;
for (const entry of readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(entry));
  if (!TEXT.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  raw += content.length;
  brotli += Math.min(br.length, content.length);
}
console.log(
  `compressed the client: ${(raw / 1024).toFixed(0)} kB raw, ${(brotli / 1024).toFixed(0)} kB brotli`,
);
