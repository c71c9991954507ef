/** The kinds of login: a customer's, an advisor's and the staff's are separate users. */
export const USER_ROLES = ['customer', 'advisor', 'support', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES = ['support', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Where a login lands after sign-in: its own side of the site (an unknown role is treated as a customer). */
export function homePathOf(role: unknown): '/advisor' | '/admin' | '/dashboard' {
  if (role === 'advisor') return '/advisor';
  if (isStaffRole(role)) return '/admin';
  return '/dashboard';
}
