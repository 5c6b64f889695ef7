// A plain static file server that serves a folder under the sub-path /demo/, as an instructor's
// web host would: no rewrites, no SPA fallback. Proves that dist/ works from any path.
//   node e2e/static-server.mjs <dir> <port>
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const [dir = 'dist', portText = '4173'] = process.argv.slice(2);
const root = resolve(dir);
const PREFIX = '/demo/';
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.yaml': 'text/yaml; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(PREFIX)) {
    res.writeHead(404).end('not under /demo/');
    return;
  }
  let rel = decodeURIComponent(url.pathname.slice(PREFIX.length)) || 'index.html';
  if (rel.endsWith('/')) rel += 'index.html';
  const file = normalize(join(root, rel));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(Number(portText), '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${portText}${PREFIX}`));
