import { describe, expect, it } from 'vitest';
import { soldBundleName } from './bundle-name.ts';

describe('soldBundleName', () => {
  const names = { 'bundle-20': 'Forfait Standard' };

  it("names a known bundle in the catalogue's language, and keeps the sold name otherwise", () => {
    expect(soldBundleName(names, { bundleId: 'bundle-20', bundleName: 'Standard Package' })).toBe(
      'Forfait Standard',
    );
    expect(soldBundleName(names, { bundleId: 'bundle-old', bundleName: 'Old Package' })).toBe('Old Package');
    expect(soldBundleName(names, { bundleId: null, bundleName: 'Cashback' })).toBe('Cashback');
    expect(soldBundleName(undefined, { bundleId: 'bundle-20', bundleName: 'Standard Package' })).toBe(
      'Standard Package',
    );
  });
});
