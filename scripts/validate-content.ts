// `npm run validate`, and the first step of `npm run build`: checks every file in content/ and
// names each problem by file and field, so a broken edit stops the build before Next starts.
import { loadContent, contentDir } from '../content';

try {
  const content = loadContent();
  console.log(`✓ ${Object.keys(content).length} content files in ${contentDir()} are valid`);
} catch (error) {
  // A ContentError's message lists every problem; a stack trace would only bury it.
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
