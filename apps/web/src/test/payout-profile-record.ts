import type { PayoutProfileView } from '@app/shared/schemas/payout-profile';

/**
 * A payout profile as the API shows it (masked, no birth date): an Interac profile with a SIN, in
 * Montréal, changed where `overrides` says. The console's and the back office's tests build from it.
 */
export function payoutProfileView(overrides: Partial<PayoutProfileView> = {}): PayoutProfileView {
  return {
    method: 'interac',
    destination: '+15145550199',
    legalName: 'Amélie Rousseau',
    addressLine1: '123 rue Example',
    addressLine2: null,
    city: 'Montréal',
    province: 'QC',
    postalCode: 'H2X 1Y4',
    country: 'CA',
    tinKind: 'sin',
    tinMasked: '•••-•••-544',
    hasBirthDate: true,
    gstHstNumber: null,
    qstNumber: null,
    holdUntil: '2026-11-30T15:00:00.000Z',
    updatedAt: '2026-11-28T15:00:00.000Z',
    ...overrides,
  };
}
