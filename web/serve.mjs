// A static file server for web/ on the loopback address, for trying the quick-play page and for
// the browser tests and benchmark:
//   node web/serve.mjs [PORT]     then open http://127.0.0.1:PORT/page/
// Pages are served cross-origin isolated (COOP and COEP headers), so that they may share memory
// with workers. The files are served as static_files.mjs serves them (ETags, no-cache).
import { createServer } from 'node:http';
import { normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import { staticFiles } from './static_files.mjs';

const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/** Serves web/ on 127.0.0.1; resolves to {server, url}. port 0 picks a free one. */
export function serveWeb(port = 0) {
  const server = createServer(staticFiles({ '/': new URL('.', import.meta.url) }, ISOLATED));
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const { url } = await serveWeb(Number(process.argv[2] ?? 8080));
  console.log(`quick play: ${url}page/`);
}
