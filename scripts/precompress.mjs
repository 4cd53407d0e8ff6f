// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the web build, once, at
// build time and at the highest levels: the server then sends them as they are (@fastify/static's
// preCompressed) instead of compressing the same bundle on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
// Below this, the headers cost about what compression saves.
const MIN_BYTES = 1024;

export function precompress(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
  console.info(`Precomprimidos ${precompress(dir)} archivos de ${dir}`);
}
