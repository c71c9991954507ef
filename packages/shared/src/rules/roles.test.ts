import { describe, expect, it } from 'vitest';
import { homePathOf, isStaffRole, isUserRole } from './roles.ts';

describe('roles', () => {
  it('sends each login to its own side of the site', () => {
    expect(homePathOf('customer')).toBe('/dashboard');
    expect(homePathOf('advisor')).toBe('/advisor');
    expect(homePathOf('support')).toBe('/admin');
    expect(homePathOf('admin')).toBe('/admin');
    expect(homePathOf(undefined)).toBe('/dashboard');
    expect(homePathOf('root')).toBe('/dashboard');
  });

  it('knows staff from the other roles', () => {
    expect(['customer', 'advisor', 'support', 'admin', 'Admin', 1].map(isStaffRole)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(isUserRole('advisor')).toBe(true);
    expect(isUserRole('user')).toBe(false);
  });
});
