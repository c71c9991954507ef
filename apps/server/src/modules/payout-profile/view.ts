import { maskTin } from '@app/shared/rules/earnings';
import type { PayoutProfileView } from '@app/shared/schemas/payout-profile';
import type { PayoutProfileRow } from './repository.ts';

/**
 * A profile as anyone but an admin's reveal sees it: the number masked, the birth date never (only
 * whether it is on file), the hold only while it lasts.
 */
export function viewOf(row: PayoutProfileRow, now: Date): PayoutProfileView {
  return {
    method: row.method,
    destination: row.destination,
    legalName: row.legalName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    province: row.province as PayoutProfileView['province'],
    postalCode: row.postalCode,
    country: row.country,
    tinKind: row.tinKind as PayoutProfileView['tinKind'],
    tinMasked: maskTin(row.tinLast3),
    hasBirthDate: row.birthDateCiphertext !== null,
    gstHstNumber: row.gstHstNumber,
    qstNumber: row.qstNumber,
    holdUntil: row.holdUntil && row.holdUntil.getTime() > now.getTime() ? row.holdUntil.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
