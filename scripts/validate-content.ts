// `npm run validate`, and the first step of `npm run build`: checks every file in content/ and
// names each problem by file and field, so a broken edit stops the build before Next starts.
import { loadContent, contentDir, uiDir, uiFileFor } from '../content';
import { loadOwnerEnv } from './owner-env.mjs';
import { missingEmailJsSettings, missingSettingWarning, resolveEmailJsConfig } from '../lib/emailjs-config';

// The same .env files `next build` reads, so an id set in .env.local is not reported missing.
loadOwnerEnv();

try {
  const content = loadContent();
  console.log(`✓ ${Object.keys(content).length - 1} content files in ${contentDir()} are valid`);
  // A language without its file of UI strings still builds, in English; the owner is told what to add.
  const { file, warning } = uiFileFor(content.site.lang, uiDir());
  if (warning) console.warn(warning);
  else console.log(`✓ the site's own words: ${file}`);
  // A missing EmailJS id does not stop the build: the rest of the site works without it.
  for (const setting of missingEmailJsSettings(resolveEmailJsConfig(content.contact.emailjs))) {
    console.warn(missingSettingWarning(setting));
  }
} catch (error) {
  // A ContentError's message lists every problem; a stack trace would only bury it.
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
