// Whether a script runs as the program (`node scripts/serve.mjs`, `tsx scripts/bench-size.ts`),
// not imported by a test or another script: the one test for every script in scripts/ that does
// something when run and can also be imported.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module whose `import.meta.url` is `moduleUrl` is the file node was started with.
 * Compared as the file URLs of the real path: `import.meta.url` is percent-encoded with symlinks
 * resolved, process.argv[1] the path as given. Written as `file://${process.argv[1]}`, the test
 * failed in a folder with a space or an accent in its name ("My Projects", "Área de Trabalho"),
 * under a symlink and on Windows (C:\…), and `npm run serve`, `npm start` and `npm run dev` ended
 * without a word, having served nothing.
 * @param {string} moduleUrl
 */
export function isMainModule(moduleUrl) {
  const [, main] = process.argv;
  if (!main) return false;
  try {
    return pathToFileURL(realpathSync(main)).href === moduleUrl;
  } catch {
    return false;
  }
}
