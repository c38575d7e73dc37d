// A static file server for web/ on the loopback address, for trying the quick-play page and for
// the browser tests and benchmark:
//   node web/serve.mjs [PORT]     then open http://127.0.0.1:PORT/page/
// Pages are served cross-origin isolated (COOP and COEP headers), so that they may share memory
// with workers. Every file carries an ETag (a hash of its content) and "Cache-Control: no-cache":
// the browser keeps it, asks again on the next load, and gets "304 Not Modified" while it is the
// same, so the 3.7 MB module crosses the wire once and an edited file is seen at once.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves web/ on 127.0.0.1; resolves to {server, url}. port 0 picks a free one. */
export function serveWeb(port = 0) {
  // path -> {mtimeMs, size, tag}: a file is hashed again only when it changed.
  const tags = new Map();
  const etagOf = (file, stats) => {
    const known = tags.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.tag;
    const tag = `"${createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 27)}"`;
    tags.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, tag });
    return tag;
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root) || file.split(sep).includes('node_modules')) {
      response.writeHead(403).end();
      return;
    }
    let stats;
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      stats = statSync(file);
    } catch {
      response.writeHead(404).end('not found');
      return;
    }
    const etag = etagOf(file, stats);
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: etag,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    };
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim() === etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': stats.size });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}/` })));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const { url } = await serveWeb(Number(process.argv[2] ?? 8080));
  console.log(`quick play: ${url}page/`);
}
