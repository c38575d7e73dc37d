// Static files for the pages' two servers: serve.mjs (the quick-play page, the browser tests and
// the benchmark) and room/server.mjs (the room page). A handler serves GET and HEAD requests
// from folders mounted at URL prefixes and answers 404 to everything else: a target that is no
// URL path ("//["), a malformed escape, a path that leaves its folder, node_modules, a missing
// file, another method. Every file carries an ETag (a hash of its content) and
// "Cache-Control: no-cache": the browser keeps it, asks again on the next load, and gets
// "304 Not Modified" while it is the same, so the 3.7 MB module crosses the wire once and an
// edited file is seen at once.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

// The decoded path of a request's target, or null for one that is not a URL path at all.
function pathOf(target) {
  try {
    return decodeURIComponent(new URL(target, 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * A request handler, (request, response) => void, for mounts: {URL prefix ending in "/": folder
 * URL or path}. headers are added to every answer (a page's security policy, for example).
 */
export function staticFiles(mounts, headers = {}) {
  const folders = Object.entries(mounts).map(([prefix, folder]) => {
    const path = folder instanceof URL ? fileURLToPath(folder) : folder;
    return [prefix, path.endsWith(sep) ? path : path + sep];
  });
  // path -> {mtimeMs, size, tag}: a file is hashed again only when it changed.
  const tags = new Map();
  const etagOf = (file, stats) => {
    const known = tags.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.tag;
    const tag = `"${createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 27)}"`;
    tags.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, tag });
    return tag;
  };
  // The file a path names, with its stats, or null.
  const find = (path) => {
    for (const [prefix, folder] of folders) {
      if (!path.startsWith(prefix)) continue;
      let file = normalize(join(folder, path.slice(prefix.length)));
      if (!(file + sep).startsWith(folder) || file.split(sep).includes('node_modules')) return null;
      try {
        if (statSync(file).isDirectory()) file = join(file, 'index.html');
        const stats = statSync(file);
        if (stats.isFile()) return { file, stats };
      } catch {
        // not there: the next mount may have it
      }
    }
    return null;
  };
  return (request, response) => {
    const path = pathOf(request.url);
    const found = (request.method === 'GET' || request.method === 'HEAD') && path !== null ? find(path) : null;
    if (!found) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const { file, stats } = found;
    const etag = etagOf(file, stats);
    const answer = {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: etag,
    };
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim() === etag)) {
      response.writeHead(304, answer).end();
      return;
    }
    response.writeHead(200, { ...answer, 'Content-Length': stats.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
}
