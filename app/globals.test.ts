/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runModuleScript } from '@/test/module-script';

// Compiling the stylesheet with Tailwind takes a few seconds on a shared CI core.
jest.setTimeout(60_000);

const stylesheet = join(process.cwd(), 'app', 'globals.css');

/** The site's stylesheet as Tailwind makes it when the build runs in `base` (in a node process of its own: test/module-script.ts). */
function compile(base: string): string {
  const script = `
    import { readFileSync } from 'node:fs';
    import postcss from 'postcss';
    import tailwind from '@tailwindcss/postcss';
    const [stylesheet, base] = process.argv.slice(1);
    const result = await postcss([tailwind({ base, optimize: false })]).process(readFileSync(stylesheet, 'utf8'), { from: stylesheet });
    process.stdout.write(result.css);`;
  return runModuleScript(script, [stylesheet, base]);
}

// A content set builds in a copy of the project whose node_modules is a link (scripts/site/), and
// the owner's texts sit beside the code: class-like words there must not become rules, which
// every page would then carry in its inline CSS.
test('the stylesheet has the rules the code uses, and none for words in texts or installed packages', () => {
  const base = mkdtempSync(join(tmpdir(), 'tailwind-base-'));
  try {
    const packages = join(base, 'packages');
    mkdirSync(join(packages, 'some-package'), { recursive: true });
    // The words are put together here: this file is itself code Tailwind reads.
    const [skew, divide, rotate, tracking] = [['skew', 'x', '12'], ['divide', 'y', '4'], ['rotate', '45'], ['tracking', 'widest']].map((parts) => parts.join('-'));
    writeFileSync(join(packages, 'some-package', 'index.js'), `el.className = "${skew} ${divide}";`);
    symlinkSync(packages, join(base, 'node_modules'), 'dir');
    mkdirSync(join(base, 'content'));
    writeFileSync(join(base, 'content', 'about.json'), `{ "text": "I like ${rotate} and ${tracking}" }`);

    const css = compile(base);
    // Classes the components use (RoleTypewriter's line, the header's buttons).
    expect(css).toContain('.whitespace-pre-wrap');
    expect(css).toContain('.rounded-full');
    for (const word of [skew, divide, rotate, tracking]) expect(css).not.toContain(`.${word}`);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
