/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeSystemFiles } from './system-files';

test('what macOS and Windows leave in public/ is taken out of the export, and the owner\'s files are kept', () => {
  const out = mkdtempSync(join(tmpdir(), 'system-files-'));
  try {
    mkdirSync(join(out, 'images', 'projects'), { recursive: true });
    const files = ['.DS_Store', 'images/.DS_Store', 'images/._me.jpg', 'images/me.jpg', 'images/projects/Thumbs.db', 'images/projects/desktop.ini', 'images/Icon\r', '.nojekyll', 'images/projects/app.png'];
    for (const file of files) writeFileSync(join(out, file), '');
    expect(removeSystemFiles(out).sort()).toEqual(['.DS_Store', 'images/.DS_Store', 'images/._me.jpg', 'images/Icon\r', 'images/projects/Thumbs.db', 'images/projects/desktop.ini']);
    expect(readdirSync(out, { recursive: true, encoding: 'utf8' }).sort()).toEqual(['.nojekyll', 'images', 'images/me.jpg', 'images/projects', 'images/projects/app.png']);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
