/** @jest-environment node */
import { criticalCss, printCss } from './critical-css';

const css = [
  '@font-face{font-family:display;src:url(../media/display.woff2)format("woff2");font-display:swap}',
  '@layer theme{:root{--spacing:.25rem;--unused-size:3rem;--text-lg:1.125rem}}',
  '@layer base{h1,h2{font-weight:inherit}table{border-collapse:collapse}::placeholder{opacity:1}:root{--c-bg:#fff;--c-fg:#000;--c-danger:red}[data-theme=dark]{--c-bg:#000;--c-fg:#fff;--c-danger:pink}@media (prefers-color-scheme:dark){:root:not([data-theme]){--c-bg:#000}}}',
  '@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}.text-lg{font-size:var(--text-lg)}.bg-bg{background:var(--c-bg)}.text-danger{color:var(--c-danger)}',
  '.animate-caret{animation:caret 1s step-end infinite}.animate-spin{animation:spin 1s linear infinite}',
  '.shadow-card{--tw-shadow:0 1px 2px red;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}',
  '.dark\\:hidden:where([data-theme=dark],[data-theme=dark] *){display:none}',
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
  '@media (min-width:40rem){.sm\\:p-8{padding:2rem}.sm\\:text-lg{font-size:var(--text-lg)}}}',
  '@media print{.print-only{display:block}.no-print{display:none}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}',
  '@keyframes caret{50%{border-color:transparent}}@keyframes spin{to{rotate:360deg}}',
].join('');

const critical = (classes: string[], tags = ['html', 'body', 'h1', 'p']) => criticalCss(css, { classes: new Set(classes), tags: new Set(tags) });

test('keeps the rules whose classes the page uses, in their media and layers, and drops the others', () => {
  const result = critical(['p-2', 'sm:p-8', 'dark:hidden']);
  expect(result).toContain('.p-2{');
  expect(result).toContain('@media (min-width:40rem){.sm\\:p-8{padding:2rem}}');
  expect(result).toContain('.dark\\:hidden:where([data-theme=dark],[data-theme=dark] *){display:none}');
  expect(result).not.toContain('.text-lg');
  expect(result).not.toContain('sm\\:text-lg');
  expect(result).not.toContain('.bg-bg');
});

test('keeps both palettes, the font and the theme rules the page relies on, whatever it uses', () => {
  const result = critical(['bg-bg']);
  expect(result).toContain('@font-face{font-family:display');
  expect(result).toContain(':root{--c-bg:#fff}');
  expect(result).toContain('[data-theme=dark]{--c-bg:#000}');
  expect(result).toContain('@media (prefers-color-scheme:dark){:root:not([data-theme]){--c-bg:#000}}');
});

test('drops custom properties nothing uses, and keeps those a used one needs', () => {
  expect(critical(['p-2'])).toContain('--spacing:.25rem');
  expect(critical(['p-2'])).not.toContain('--unused-size');
  expect(critical(['p-2'])).not.toContain('--c-danger');
  expect(critical(['text-danger'])).toContain('--c-danger:pink');
  // A custom property used only from markup (an inline style) stays too.
  expect(criticalCss(css, { classes: new Set(), text: '<p style="color:var(--c-danger)">' })).toContain('--c-danger:red');
});

test('keeps @keyframes and @property only where a kept rule uses them', () => {
  const result = critical(['animate-caret', 'shadow-card']);
  expect(result).toContain('@keyframes caret');
  expect(result).not.toContain('@keyframes spin');
  expect(result).toContain('@property --tw-shadow{');
  expect(result).toContain('@property --tw-ring-shadow{');
  expect(result).not.toContain('@property --tw-blur');
  expect(critical(['p-2'])).not.toContain('@property');
});

test('a class inside :is(), :where() or :not() is not required; one on the element is', () => {
  expect(critical(['group-hover:underline'])).toContain('group-hover\\:underline');
});

test('drops element rules for elements the page lacks, and form-field parts without a form field', () => {
  expect(critical([])).toContain('h1{font-weight:inherit}');
  expect(critical([])).not.toContain('table{');
  expect(critical([])).not.toContain('::placeholder');
  expect(critical([], ['h1', 'textarea'])).toContain('::placeholder{opacity:1}');
  expect(criticalCss(css, { classes: new Set() })).toContain('table{border-collapse:collapse}');
});

test('leaves @media print out of the first paint, and printCss keeps it whole, alone', () => {
  expect(critical(['print-only', 'no-print'])).not.toContain('@media print');
  expect(printCss(css)).toBe('@media print{.print-only{display:block}.no-print{display:none}}');
});

test('printCss keeps printed rules in their layer, and the first paint keeps the custom properties they use', () => {
  const layered = '@layer theme{:root{--ink:#000;--unused:1px}}@layer utilities{.p-2{padding:1px}@media print{.print\\:text-ink{color:var(--ink)}}}';
  expect(printCss(layered)).toBe('@layer utilities{@media print{.print\\:text-ink{color:var(--ink)}}}');
  const first = criticalCss(layered, { classes: new Set(['p-2']) });
  expect(first).toContain('--ink:#000');
  expect(first).not.toContain('--unused');
  expect(first).not.toContain('@media print');
});
