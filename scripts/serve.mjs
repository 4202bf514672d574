// Serves out/ the way GitHub Pages does, so that what the tests and `npm start` see is what
// visitors get: the site under its base path, /about redirected to /about/ and answered by
// about/index.html (or about.html), unknown paths answered by 404.html with status 404,
// compressed text and the same content types.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { isMainModule } from './main-module.mjs';
import { loadOwnerEnv } from './owner-env.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const compressible = new Set(['.html', '.txt', '.js', '.css', '.json', '.webmanifest', '.xml', '.svg']);

/**
 * The extension a file's type is looked up by, in small letters: an owner's drawing named
 * logo.SVG (as some Windows tools save it) was served as bytes, which Chromium does not draw,
 * and the check, which serves the export with this server, failed the deploy on it.
 */
const typeOf = (file) => extname(file).toLowerCase();

const isFile = (path) => existsSync(path) && statSync(path).isFile();
const isDir = (path) => existsSync(path) && statSync(path).isDirectory();

/**
 * Whether each folder of `path` below `root`, and its name, are in their parent's listing as
 * written: GitHub Pages answers /images/me.jpg with a 404 when the file is Me.JPG, and macOS and
 * Windows open it whatever its capitals (Windows also without a dot or space at the end), so
 * `npm start` and the check there showed a picture the deploy lost. Names compare in Unicode's
 * composed form: macOS may list "é" as an e and an accent, which Git commits composed.
 */
function listedBelow(root, path) {
  let dir = root;
  for (const name of relative(root, path).split(sep).filter(Boolean)) {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      return false;
    }
    if (!names.some((listed) => listed.normalize('NFC') === name.normalize('NFC'))) return false;
    dir = join(dir, name);
  }
  return true;
}

/** What the host answers for a path below the base path. */
function resolveRequest(root, path) {
  const target = resolve(root, `.${path}`);
  if (target !== root && !target.startsWith(root + sep)) return { status: 404 };
  const file = (at) => isFile(at) && listedBelow(root, at);
  if (path.endsWith('/')) {
    const index = join(target, 'index.html');
    return file(index) ? { status: 200, file: index } : { status: 404 };
  }
  if (file(target)) return { status: 200, file: target };
  if (isDir(target) && file(join(target, 'index.html'))) return { status: 301, location: `${path}/` };
  if (file(`${target}.html`)) return { status: 200, file: `${target}.html` };
  return { status: 404 };
}

/**
 * Serves `root` under `basePath` on `port`. With `tls` (a key and certificate), over HTTPS with
 * HTTP/2 as GitHub Pages answers (and HTTP/1.1 to clients without it); without, plain HTTP/1.1.
 * @param {{ root?: string; port?: number; basePath?: string; tls?: { key: Buffer; cert: Buffer } }} [options]
 */
export function startServer({ root: folder = 'out', port = 3000, basePath = resolveSiteUrl().basePath, tls = undefined } = {}) {
  const root = resolve(folder);
  const notFoundPage = join(root, '404.html');
  const gzipped = new Map();
  // Keyed by modification time too: a rebuild while serving must not be answered from the cache.
  const gzipKey = (file) => `${file}:${statSync(file).mtimeMs}`;
  const gzip = (file) => gzipped.set(gzipKey(file), gzipSync(readFileSync(file), { level: 9 }));
  // Compressed up front, as a static host stores them: compressing on the first request would
  // hold the others up and distort what the browser tests and Lighthouse measure.
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (compressible.has(typeOf(file))) gzip(join(root, file));
  }

  function send(req, res, status, file) {
    const ext = typeOf(file);
    let body;
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600',
      Vary: 'Accept-Encoding',
    };
    if (compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(gzipKey(file))) gzip(file);
      body = gzipped.get(gzipKey(file));
      headers['Content-Encoding'] = 'gzip';
    } else {
      body = readFileSync(file);
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notFound(req, res) {
    if (isFile(notFoundPage)) return send(req, res, 404, notFoundPage);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  const server = (tls ? (handler) => createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer)((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (basePath && (pathname === '/' || pathname === basePath)) {
      res.writeHead(302, { Location: `${basePath}/` });
      return res.end();
    }
    if (basePath && !pathname.startsWith(`${basePath}/`)) return notFound(req, res);
    const answer = resolveRequest(root, pathname.slice(basePath.length));
    if (answer.status === 301) {
      res.writeHead(301, { Location: `${basePath}${answer.location}` });
      return res.end();
    }
    if (answer.status === 404) return notFound(req, res);
    send(req, res, 200, answer.file);
  });

  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, () => ready(server));
  });
}

/**
 * Serves as `startServer` does while `run` runs, then closes the server (the reports' servers).
 * @template T
 * @param {{ root?: string; port?: number; basePath?: string; tls?: { key: Buffer; cert: Buffer } }} options
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function withServer(options, run) {
  const server = await startServer(options);
  try {
    return await run();
  } finally {
    server.close();
  }
}

/** Words for a port the server cannot listen on, or undefined for other errors. */
function portProblem(error, port) {
  const another = port < 65535 ? port + 1 : 3000;
  const choose = `Choose another port: PORT=${another} npm run serve (or PORT=${another} npm start).`;
  if (error?.code === 'EADDRINUSE') {
    return `Port ${port} is already in use: another server (perhaps an earlier \`npm start\`) is listening on it.\n${choose}`;
  }
  if (error?.code === 'EACCES') return `Port ${port} needs privileges this user does not have.\n${choose}`;
  return undefined;
}

/** Exits with a plain message, no stack trace, when `port` cannot be listened on. */
async function listenOrExit(start, port) {
  try {
    return await start();
  } catch (error) {
    const problem = portProblem(error, port);
    if (!problem) throw error;
    console.error(`✗ ${problem}`);
    process.exit(1);
  }
}

if (isMainModule(import.meta.url)) {
  // Under the base path the build made out/ for, SITE_URL in .env.local included.
  loadOwnerEnv();
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`✗ PORT=${process.env.PORT} is not a port number: use one from 1024 to 65535, e.g. PORT=3001 npm run serve`);
    process.exit(1);
  }
  // `npm start` asks first, so that a busy port is told before the build rather than after it.
  if (process.argv.includes('--check-port')) {
    const probe = createServer();
    await listenOrExit(() => new Promise((ready, fail) => probe.once('error', fail).listen(port, ready)), port);
    probe.close();
  } else {
    const root = resolve('out');
    if (!isFile(join(root, 'index.html'))) {
      console.error('out/ has no site yet: run `npm run build` first (or `npm start`, which builds and serves).');
      process.exit(1);
    }
    const { basePath } = resolveSiteUrl();
    await listenOrExit(() => startServer({ root, port, basePath }), port);
    console.log(`Serving out/ at http://localhost:${port}${basePath}/  (Ctrl+C stops)`);
  }
}
