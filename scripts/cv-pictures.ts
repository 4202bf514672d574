// Pictures for docs/social-card.md and docs/cv.md: the social card for a Latin, an Arabic and a
// Japanese name (with emoji), and the first page of cv.pdf as built from content/.
// Run: npx tsx scripts/cv-pictures.ts (uses pdftoppm from poppler-utils for the CV page).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../content';
import { cvFrom } from '../lib/cv/cv';
import { renderCvPdf } from '../lib/cv/pdf/render';
import { cvText } from '../lib/cv/strings';
import { initials } from '../lib/initials';
import { drawSocialCard } from '../lib/social-card/card';

const docs = join(process.cwd(), 'docs');

const samples = [
  { file: 'social-card-latin.png', name: 'Amara Okafor 🚀', jobTitle: 'Software Engineer', taglines: ['Technologist', 'Mobile App Engineer', 'Web Developer'] },
  { file: 'social-card-arabic.png', name: 'أمارة أوكافور', jobTitle: 'مهندسة برمجيات', taglines: ['تطبيقات الجوال', 'الويب', 'تحليل البيانات'] },
  { file: 'social-card-japanese.png', name: '岡田 さくら 🌸', jobTitle: 'ソフトウェアエンジニア', taglines: ['モバイルアプリ', 'ウェブ開発', 'データ分析'] },
];

for (const { file, ...text } of samples) {
  const { png } = await drawSocialCard({ ...text, address: 'example.github.io/portfolio', initials: initials(text.name) });
  writeFileSync(join(docs, file), png);
  console.log(`✓ docs/${file}`);
}

const pdf = join(mkdtempSync(join(tmpdir(), 'cv-')), 'cv.pdf');
const content = loadContent();
const text = cvText(content.ui, content.uiLang);
writeFileSync(pdf, await renderCvPdf(cvFrom(content, text), text));
execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, join(docs, 'cv-first-page')]);
console.log('✓ docs/cv-first-page.png');
