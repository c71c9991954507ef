import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rootPackage = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('the locked dependency tree', () => {
  // `npm install` on the oldest Node the README promises must print no EBADENGINE warning.
  const oldest = semver.minVersion(rootPackage.engines.node)?.version ?? '';

  it(`installs on Node ${oldest} (the oldest engines.node allows) without an engine warning`, () => {
    expect(oldest).toMatch(/^20\./);
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => {
        const range = (entry.engines as { node: string }).node;
        return !semver.satisfies(oldest, range, { includePrerelease: true });
      })
      .map(
        ([path, entry]) => `${path}@${entry.version} wants node ${(entry.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });
});
