// Prints a PDF's logical structure as pdf.js (Firefox's PDF reader) reads it, as JSON: each
// element's role, language, text and, for a link, its address and description, in the tree's
// order, which is the order assistive technology reads a tagged PDF in; any text that belongs to
// no element; the title in its XMP metadata (null if that XML cannot be read); and each piece of
// text as drawn, with where it stands (its left edge and its baseline). Run by
// e2e/pdf-text.ts in a process of its own: pdf.js is an ES module, which jest's CommonJS tests
// cannot import.
//   node e2e/pdf-structure.mjs file.pdf
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdf = await getDocument({ data: new Uint8Array(readFileSync(process.argv[2])), verbosity: 0 }).promise;

/**
 * Each marked-content id's text on a page, the text inside none (artifacts aside), and the
 * pieces of text as drawn (pdf.js makes one of each run of one font): { text, x, baseline } in
 * points from the page's bottom left.
 */
async function pageText(page) {
  const byId = new Map();
  let untagged = '';
  const open = [];
  const runs = [];
  for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
    if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item);
    else if (item.type === 'endMarkedContent') open.pop();
    else if ('str' in item) {
      if (item.str !== '') runs.push({ text: item.str, x: item.transform[4], baseline: item.transform[5] });
      const id = open.findLast((marked) => marked.id)?.id;
      const str = item.str + (item.hasEOL ? ' ' : '');
      if (id) byId.set(id, (byId.get(id) ?? '') + str);
      else if (!open.some((marked) => marked.tag === 'Artifact')) untagged += str;
    }
  }
  return { byId, untagged, runs };
}

/**
 * One element: { role, lang?, actual?, text, href?, description?, children }; its text is all it
 * holds, in order, each child read as its ActualText where it has one.
 */
function element(node, text, annotations) {
  const children = [];
  const out = { role: node.role };
  if (node.lang) out.lang = node.lang;
  // pdf.js hands an element's ActualText (or Alt) on as its "alt", and Firefox reads it in place
  // of the element's glyphs.
  if (node.alt) out.actual = node.alt;
  let all = '';
  for (const child of node.children ?? []) {
    if (child.type === 'content') all += text.get(child.id) ?? '';
    else if (child.type === 'object') {
      const annotation = annotations.get(child.id);
      if (annotation?.url) out.href = annotation.url;
      // The address as the PDF stores it (its bytes, before any reader decodes or repairs it).
      if (annotation?.unsafeUrl) out.uri = annotation.unsafeUrl;
      if (annotation?.contentsObj?.str) out.description = annotation.contentsObj.str;
    } else if (child.role) {
      const inner = element(child, text, annotations);
      all += inner.actual ? inner.actual : ` ${inner.text} `;
      children.push(inner);
    }
  }
  out.text = all.replace(/\s+/g, ' ').trim();
  out.children = children;
  return out;
}

// pdf.js gives each page the part of the tree whose content is on it.
const pages = [];
const runs = [];
let untagged = '';
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const tree = await page.getStructTree();
  const text = await pageText(page);
  const annotations = new Map((await page.getAnnotations()).map((annotation) => [annotation.id, annotation]));
  pages.push(tree ? element(tree, text.byId, annotations) : null);
  untagged += text.untagged;
  runs.push(text.runs);
}
const { metadata } = await pdf.getMetadata();
process.stdout.write(JSON.stringify({ pages, untagged: untagged.trim(), xmpTitle: metadata?.get('dc:title') ?? null, runs }));
