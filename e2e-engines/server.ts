// Serves the exported site with scripts/serve.mjs, as every browser test does. For WebKit, whose
// WebDriver cannot run a script before the page's own, a thin front adds the probe as the first
// script of each HTML page (an external 'self' script: the page's Content-Security-Policy is left
// as it is) and records every same-origin answer, since WebDriver shows no network traffic.
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../scripts/serve.mjs';
import { basePath, siteDir } from './site';

export const probeSource = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
const probePath = `${basePath}/__engine-probe.js`;

export interface ServedSite {
  origin: string;
  /** Same-origin answers of 400 or more since the last call, as "404 for /path" (front only). */
  takeErrorAnswers: () => { path: string; status: number; html: boolean }[];
  close: () => Promise<void>;
}

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

/** Fails with a readable message when `port` is taken (startServer would crash on it). */
async function assertPortFree(port: number) {
  const probe = createServer();
  await new Promise<void>((ready, fail) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: set ENGINES_PORT to a free port for the engine tests.`) : error),
    );
    probe.listen(port, ready);
  });
  await closeServer(probe);
}

export async function serveSite({ port, withProbe }: { port: number; withProbe: boolean }): Promise<ServedSite> {
  const origin = `http://localhost:${port}`;
  await assertPortFree(port);
  if (!withProbe) {
    const site = (await startServer({ root: siteDir, port, basePath })) as Server;
    return { origin, takeErrorAnswers: () => [], close: () => closeServer(site) };
  }

  const upstream = (await startServer({ root: siteDir, port: 0, basePath })) as Server;
  const upstreamPort = (upstream.address() as AddressInfo).port;
  let errorAnswers: { path: string; status: number; html: boolean }[] = [];
  const front = createServer((req, res) => {
    if (req.url === probePath) {
      res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(probeSource);
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' };
    const forward = request({ port: upstreamPort, path: req.url, method: req.method, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      const html = /^text\/html/.test(answer.headers['content-type'] ?? '');
      if (status >= 400) errorAnswers.push({ path: req.url ?? '', status, html });
      if (!html) {
        res.writeHead(status, answer.headers);
        return answer.pipe(res);
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const tag = `<script src="${probePath}"></script>`;
        const page = Buffer.concat(chunks).toString('utf8');
        const csp = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(page);
        const withProbe = csp ? page.replace(csp[0], csp[0] + tag) : page.replace('<head>', `<head>${tag}`);
        const body = Buffer.from(withProbe);
        res.writeHead(status, { ...answer.headers, 'content-length': body.length, 'cache-control': 'no-store' });
        res.end(body);
      });
    });
    forward.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(forward);
  });
  await new Promise<void>((ready, fail) => {
    front.once('error', fail);
    front.listen(port, ready);
  });
  return {
    origin,
    takeErrorAnswers: () => {
      const taken = errorAnswers;
      errorAnswers = [];
      return taken;
    },
    close: async () => {
      await closeServer(front);
      await closeServer(upstream);
    },
  };
}
