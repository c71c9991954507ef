import { describe, expect, it } from 'vitest';
import { accountLinksFor } from './nav-items.ts';

describe('accountLinksFor', () => {
  it("gives an advisor every page of the console's tabs: status, profile, reviews and earnings", () => {
    expect(accountLinksFor('advisor').map((link) => link.to)).toEqual([
      '/advisor',
      '/advisor/profile',
      '/advisor/reviews',
      '/advisor/earnings',
    ]);
  });

  it('gives staff the back office and customers their own pages', () => {
    expect(accountLinksFor('admin').map((link) => link.to)).toEqual(['/admin']);
    expect(accountLinksFor('customer').map((link) => link.to)).toEqual([
      '/dashboard',
      '/purchase',
      '/profile',
    ]);
  });
});
