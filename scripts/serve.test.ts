/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runModuleScript } from '@/test/module-script';

// `npm run audit` serves the export over HTTPS with HTTP/2, as GitHub Pages does: Lighthouse's
// simulation models HTTP/1.1's six connections per host, and a page would be scored for a
// protocol its visitors do not get (docs/performance.md).

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><h1>Home</h1>');
  writeFileSync(join(root, 'about', 'index.html'), '<!doctype html><h1>About</h1>');
  writeFileSync(join(root, '404.html'), '<!doctype html><h1>Not here</h1>');
  writeFileSync(join(root, 'logo.SVG'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  writeFileSync(join(root, 'photo.Jpeg'), 'not really a JPEG');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Answer {
  protocol: string;
  status: number;
  type?: string;
  encoding?: string;
  location?: string;
  body: string;
}

// serve.mjs has top-level await: the server runs in a node process of its own
// (test/module-script.ts), which prints what it answered.
const script = `
import { connect } from 'node:http2';
import { gunzipSync } from 'node:zlib';
import { localCertificate } from '${join(process.cwd(), 'scripts/local-certificate.mjs')}';
import { startServer } from '${join(process.cwd(), 'scripts/serve.mjs')}';
const [root, ...paths] = process.argv.slice(1);
const server = await startServer({ root, port: 0, basePath: '/site', tls: localCertificate('scripts/serve.test.ts') });
// The certificate is made for the test: what is tested is the protocol, not the trust.
const session = connect('https://localhost:' + server.address().port, { rejectUnauthorized: false });
const get = (path) => new Promise((done, fail) => {
  const request = session.request({ ':path': path, 'accept-encoding': 'gzip' });
  const chunks = [];
  let headers = {};
  request.on('response', (received) => (headers = received));
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    done({ protocol: session.alpnProtocol, status: headers[':status'], type: headers['content-type'], encoding: headers['content-encoding'],
      location: headers.location, body: (headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString() });
  });
  request.on('error', fail);
  request.end();
});
const answers = [];
for (const path of paths) answers.push(await get(path));
session.close();
server.close();
console.log(JSON.stringify(answers));
`;

/**
 * A disk that opens a path whatever its capitals, as macOS's and Windows' do by default: each
 * name is looked up in its folder's listing, which keeps the capitals it was saved with.
 */
const caseInsensitiveDisk = `
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { dirname, basename, join } from 'node:path';
const { readdirSync } = fs;
const onDisk = (path) => {
  if (typeof path !== 'string' || dirname(path) === path) return path;
  const dir = onDisk(dirname(path));
  let names = [];
  try { names = readdirSync(dir); } catch {}
  return join(dir, names.find((name) => name.toLowerCase() === basename(path).toLowerCase()) ?? basename(path));
};
for (const name of ['existsSync', 'statSync', 'readFileSync']) {
  const real = fs[name];
  fs[name] = (path, ...rest) => real(onDisk(path), ...rest);
}
syncBuiltinESMExports();
`;

function serveOverHttp2(...paths: string[]): Answer[] {
  return JSON.parse(runModuleScript(script, [root, ...paths], { ...process.env, SITE_URL: '' })) as Answer[];
}

/** As serveOverHttp2, on a disk that opens a path whatever its capitals (macOS, Windows). */
function serveFromCaseInsensitiveDisk(...paths: string[]): Answer[] {
  const server = script.replace(/^import \{ startServer \}.*$/m, "const { startServer } = await import('" + join(process.cwd(), 'scripts/serve.mjs') + "');");
  return JSON.parse(runModuleScript(caseInsensitiveDisk + server, [root, ...paths], { ...process.env, SITE_URL: '' })) as Answer[];
}

test('with a certificate, it answers over HTTP/2: pages gzipped, folders redirected, unknown paths its 404 page', () => {
  const [about, folder, unknown] = serveOverHttp2('/site/about/', '/site/about', '/site/no/such/page/');
  expect(about).toEqual({ protocol: 'h2', status: 200, type: 'text/html; charset=utf-8', encoding: 'gzip', body: '<!doctype html><h1>About</h1>' });
  expect(folder).toMatchObject({ protocol: 'h2', status: 301, location: '/site/about/' });
  expect(unknown).toMatchObject({ protocol: 'h2', status: 404, body: '<!doctype html><h1>Not here</h1>' });
});

test('a file whose extension is in capitals (logo.SVG, from a Windows tool) gets its type: a drawing served as bytes is not drawn', () => {
  // An owner's drawing is shown from its own file (docs/images.md): served as
  // application/octet-stream, Chromium showed nothing, and the check failed the deploy on it.
  const [drawing, photo] = serveOverHttp2('/site/logo.SVG', '/site/photo.Jpeg');
  expect(drawing).toMatchObject({ status: 200, type: 'image/svg+xml', encoding: 'gzip', body: expect.stringContaining('<svg') });
  expect(photo).toMatchObject({ status: 200, type: 'image/jpeg' });
});

test('a path written with other capitals than the file\'s is answered 404, as GitHub Pages answers it, even where the disk opens it', () => {
  // macOS and Windows open /Logo.svg as logo.SVG: npm start and the check there showed the
  // picture, and the deploy lost it.
  const [file, folder, page] = serveFromCaseInsensitiveDisk('/site/LOGO.SVG', '/site/About/', '/site/ABOUT');
  expect([file!.status, folder!.status, page!.status]).toEqual([404, 404, 404]);
  // The disk does open them: only the names' capitals are refused.
  const [asNamed] = serveFromCaseInsensitiveDisk('/site/logo.SVG');
  expect(asNamed).toMatchObject({ status: 200, type: 'image/svg+xml' });
});
