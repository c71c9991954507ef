import type { AppDb } from '@app/db/client';
import type { PayoutMethod } from '@app/shared/rules/earnings';
import type { PayoutDataKey } from '../../env.ts';
import { createSealer, sealPurpose } from '../../sealed.ts';
import { createPayoutProfileRepository, type PayoutProfileRow } from './repository.ts';

/** Where a run sends an advisor's money, and until when it must wait: no secret in it. */
export interface PayoutDestination {
  method: PayoutMethod;
  destination: string;
  holdUntil: Date | null;
}

/** The advisors' payout destinations (those without a profile are absent from the map). */
export async function readPayoutDestinations(
  db: AppDb,
  agentIds: readonly number[],
): Promise<Map<number, PayoutDestination>> {
  const rows = await createPayoutProfileRepository(db).findMany(agentIds);
  return new Map(
    rows.map((row) => [
      row.agentId,
      { method: row.method, destination: row.destination, holdUntil: row.holdUntil },
    ]),
  );
}

/**
 * An advisor's identity as the annual Part XX return needs it, the number and birth date opened. For the
 * annual export only: nothing else may hold these in clear.
 */
export interface ReportableIdentity {
  agentId: number;
  legalName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  birthDate: string | null;
  tinKind: 'sin' | 'bn';
  tin: string;
  gstHstNumber: string | null;
  qstNumber: string | null;
}

function identityOf(row: PayoutProfileRow, keys: readonly PayoutDataKey[]): ReportableIdentity {
  const sealer = createSealer(keys);
  return {
    agentId: row.agentId,
    legalName: row.legalName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    country: row.country,
    birthDate: row.birthDateCiphertext
      ? sealer.open(row.birthDateCiphertext, row.keyId, sealPurpose.birthDate(row.agentId))
      : null,
    tinKind: row.tinKind as 'sin' | 'bn',
    tin: sealer.open(row.tinCiphertext, row.keyId, sealPurpose.tin(row.agentId)),
    gstHstNumber: row.gstHstNumber,
    qstNumber: row.qstNumber,
  };
}

/** One advisor's reportable identity, or undefined without a payout profile. */
export async function readReportableIdentity(
  db: AppDb,
  keys: readonly PayoutDataKey[],
  agentId: number,
): Promise<ReportableIdentity | undefined> {
  const row = await createPayoutProfileRepository(db).find(agentId);
  return row ? identityOf(row, keys) : undefined;
}

/** Every advisor's reportable identity, by agentId. */
export async function readReportableIdentities(
  db: AppDb,
  keys: readonly PayoutDataKey[],
): Promise<ReportableIdentity[]> {
  const rows = await createPayoutProfileRepository(db).all();
  return rows.map((row) => identityOf(row, keys));
}
