// The internet, as far as the engine suites need it: MiniBrowser (--proxy, with
// --ignore-tls-errors) and Firefox (its proxy prefs, with acceptInsecureCerts) send every request
// for another host through this local proxy, which answers EmailJS's send endpoint and GitHub's
// sponsor pages and nothing else, with a certificate made for the run.
// The requests leave through each browser's own network stack, so the page's Content-Security-Policy and
// the CORS preflight apply to them as they would on the internet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TLSSocket } from 'node:tls';
import { EMAILJS_SEND_URL } from '@/lib/emailjs-config';
import { localCertificate } from '@/scripts/local-certificate.mjs';
import { GITHUB_STAND_IN, type SentRequest } from './engine';

export interface OutsideWorld {
  /** The proxy's address, for MiniBrowser's --proxy. */
  proxy: string;
  /** From now on, answer EmailJS's send endpoint with 200 "OK" and record each request. */
  answerEmailJs: () => SentRequest[];
  close: () => Promise<void>;
}

export async function startOutsideWorld(): Promise<OutsideWorld> {
  const { key, cert } = localCertificate("the engine tests' stand-ins for other hosts");
  let emailJs: SentRequest[] | undefined;

  // What the hosts behind the proxy answer, once the browser's TLS connection is open.
  const hosts = createServer((req, res) => {
    const url = `https://${req.headers.host?.replace(/:443$/, '')}${req.url}`;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (url === EMAILJS_SEND_URL && emailJs && req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' });
        return res.end();
      }
      if (url === EMAILJS_SEND_URL && emailJs && req.method === 'POST') {
        emailJs.push({ method: req.method, url, contentType: req.headers['content-type'] ?? null, body });
        res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
        return res.end('OK');
      }
      if (url.startsWith('https://github.com/sponsors/')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(GITHUB_STAND_IN);
      }
      // There is no internet in the tests.
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`No stand-in for ${url}`);
    });
  });

  const proxy: Server = createServer((_req, res) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('No stand-in for plain HTTP');
  });
  proxy.on('connect', (_req, socket) => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    const tls = new TLSSocket(socket, { isServer: true, key, cert });
    tls.on('error', () => socket.destroy());
    hosts.emit('connection', tls);
  });
  await new Promise<void>((ready) => proxy.listen(0, 'localhost', ready));
  // Never what keeps a finished (or failed) run from exiting.
  proxy.unref();

  return {
    proxy: `http://localhost:${(proxy.address() as AddressInfo).port}`,
    answerEmailJs: () => (emailJs = []),
    close: () =>
      new Promise<void>((done) => {
        proxy.close(() => done());
        proxy.closeAllConnections();
        hosts.closeAllConnections();
      }),
  };
}
