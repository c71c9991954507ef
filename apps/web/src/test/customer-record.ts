import type { Customer } from '@app/shared/schemas/customer';

export const TEST_CUSTOMER_ID = 'b2c3d4e5-0000-4000-8000-000000000001';

/**
 * The signed-in customer's record as GET /api/customers/:id gives it, for component tests: no billing
 * address unless `overrides` gives one.
 */
export function customerRecord(overrides: Partial<Customer> = {}): Customer {
  return {
    id: TEST_CUSTOMER_ID,
    name: 'Ada',
    email: 'ada@example.com',
    birthDate: null,
    emailnotifications: false,
    callReceipts: 'email',
    phoneNumbers: [],
    credits: 0,
    createdAt: '2026-11-01T12:00:00.000Z',
    lastConnectetAt: null,
    billingAddress: null,
    ...overrides,
  };
}
