// Preloaded (node --require) into every node process of an offline build: any DNS lookup or
// connection to a host other than this machine throws, and is written to DENY_NETWORK_LOG, so a
// build that swallows the error and carries on still cannot hide the attempt.
// CommonJS, because --require loads it.
/* eslint-disable @typescript-eslint/no-require-imports -- a --require preload runs before any ES module loader */
const dns = require('node:dns');
const net = require('node:net');
const { appendFileSync } = require('node:fs');

const loopback = (host) =>
  host === undefined || host === null || host === '' || host === 'localhost' || host === '::1' || /^127\./.test(String(host)) || /^::ffff:127\./.test(String(host));

function refuse(what, host) {
  const message = `network access refused during an offline build: ${what} ${host} (pid ${process.pid}: ${process.argv.slice(1, 3).join(' ')})`;
  if (process.env.DENY_NETWORK_LOG) appendFileSync(process.env.DENY_NETWORK_LOG, `${message}\n`);
  const error = new Error(message);
  error.code = 'ENETUNREACH';
  throw error;
}

for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny']) {
  const original = dns[name];
  dns[name] = function (host, ...rest) {
    if (!loopback(host)) refuse(`dns.${name}`, host);
    return original.call(this, host, ...rest);
  };
  const promised = dns.promises[name];
  dns.promises[name] = function (host, ...rest) {
    if (!loopback(host)) refuse(`dns.promises.${name}`, host);
    return promised.call(this, host, ...rest);
  };
}

/** The host of net.connect's many argument shapes; a path (a local socket) has none. */
function hostOf(args) {
  const [first, second] = args;
  if (Array.isArray(first)) return hostOf(first);
  if (first && typeof first === 'object') return first.path ? 'localhost' : first.host;
  if (typeof first === 'number') return typeof second === 'string' ? second : 'localhost';
  if (typeof first === 'string' && !/^\d+$/.test(first)) return 'localhost';
  return 'localhost';
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const host = hostOf(args);
  if (!loopback(host)) refuse('connect to', host);
  return connect.apply(this, args);
};

// fetch (undici) resolves and connects through its own bindings: stop it before it starts.
if (typeof globalThis.fetch === 'function') {
  const fetch = globalThis.fetch;
  globalThis.fetch = function (input, init) {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (!loopback(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'file:') {
      try {
        refuse('fetch', url.href);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return fetch.call(this, input, init);
  };
}
