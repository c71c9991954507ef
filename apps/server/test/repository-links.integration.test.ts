import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

describe('the repository stands alone', () => {
  it.each(markdown)('%s links only to files inside the repository, and they exist', (file) => {
    const text = readFileSync(resolve(ROOT, file), 'utf8');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!target || /^(https?:|mailto:|tel:|#)/.test(target)) continue;
      const path = resolve(ROOT, dirname(file), target.split('#', 1)[0] ?? '');
      if (relative(ROOT, path).startsWith('..') || !existsSync(path)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('has no reference to the workplace folder beside it', () => {
    let hits = '';
    try {
      hits = execFileSync('git', ['grep', '-l', '-e', '\\.\\./shared/', '--', '.', ':!package-lock.json'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    } catch {
      // git grep exits 1 when nothing matches.
    }
    expect(hits).toBe('');
  });
});
