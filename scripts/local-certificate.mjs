// A throwaway certificate for localhost, made with openssl: for local HTTPS servers whose browser
// is told to accept it (the audit's HTTP/2 server, the WebKit suite's stand-ins for other hosts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} neededBy who needs it, for the message when openssl is missing
 * @returns {{ key: Buffer; cert: Buffer }}
 */
export function localCertificate(neededBy) {
  const dir = mkdtempSync(join(tmpdir(), 'local-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'pipe' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(`The openssl command makes the local HTTPS certificate for ${neededBy}; install it (sudo apt-get install -y openssl). ${String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
