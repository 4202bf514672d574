// The last step of `npm run build`: makes out/ ready for a static host.
// - unknown paths get Home's page, and every page its critical CSS inline (scripts/first-paint/);
// - every HTML page gets its Content-Security-Policy (scripts/csp.ts);
// - out/.nojekyll, so GitHub Pages serves the _next/ folder instead of hiding it from Jekyll.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../content';
import { resolveSiteUrl } from '../lib/site-url.mjs';
import { policyFor, withPolicy } from './csp';
import { prepareFirstPaint } from './first-paint';

const out = join(process.cwd(), 'out');

/** Origins of content images on other hosts, for img-src. */
function imageOrigins(): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string' && key === 'img' && value.startsWith('https://')) origins.add(new URL(value).origin);
    else if (Array.isArray(value)) value.forEach((item) => visit(item));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => visit(v, k));
  };
  visit(loadContent());
  return [...origins].sort();
}

prepareFirstPaint(out, resolveSiteUrl().basePath);
const origins = imageOrigins();
const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
for (const page of pages) {
  const path = join(out, page);
  const html = readFileSync(path, 'utf8');
  writeFileSync(path, withPolicy(html, policyFor(html, { imageOrigins: origins })));
}
writeFileSync(join(out, '.nojekyll'), '');
console.log(`✓ Content-Security-Policy added to ${pages.length} pages; out/.nojekyll written`);
