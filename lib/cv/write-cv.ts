// The last step of `npm run build` (scripts/build/build.ts, after its last pass): writes cv.pdf and
// resume.json into the export, from the content the site was built from, so they sit under the
// base path like every page.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadContent } from '@/content';
import { cvFrom } from './cv';
import { toJsonResume } from './json-resume';
import { renderCvPdf } from './pdf/render';
import { cvFiles, cvText } from './strings';

export async function writeCv(outDir: string): Promise<void> {
  const started = performance.now();
  const content = loadContent();
  const text = cvText(content.ui, content.uiLang);
  const cv = cvFrom(content, text);
  const resume = toJsonResume(cv, { siteUrl: content.site.url, skills: text.skills, tools: text.tools });
  await Promise.all([
    renderCvPdf(cv, text).then((pdf) => writeFile(join(outDir, cvFiles.pdf), pdf)),
    writeFile(join(outDir, cvFiles.jsonResume), `${JSON.stringify(resume, null, 2)}\n`),
  ]);
  console.log(`✓ ${cvFiles.pdf.slice(1)} and ${cvFiles.jsonResume.slice(1)} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
