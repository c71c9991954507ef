// The one aggregate module: drizzle-kit and the typed query API both need every table in one place.
export * from './schema/advisors.ts';
export * from './schema/announcements.ts';
export * from './schema/auth.ts';
export * from './schema/calls.ts';
export * from './schema/credits.ts';
export * from './schema/customers.ts';
export * from './schema/earnings.ts';
export * from './schema/emulators.ts';
export * from './schema/jobs.ts';
export * from './schema/outbox.ts';
export * from './schema/payments.ts';
export * from './schema/phone-verifications.ts';
export * from './schema/promotions.ts';
export * from './schema/site-settings.ts';
export * from './schema/staff-audit.ts';
export * from './schema/tarot.ts';
export * from './schema/trust.ts';
