import { createHash } from 'node:crypto';

/** A key that seals payout data (AES-256-GCM), and the id stored beside what it sealed. */
export interface PayoutDataKey {
  id: string;
  key: Buffer;
}

/**
 * Only for the demo and tests (derived from a published phrase): production refuses to start without
 * PAYOUT_DATA_KEYS.
 */
export const DEV_PAYOUT_DATA_KEY: PayoutDataKey = {
  id: 'dev',
  key: createHash('sha256').update('dev-only-payout-data-key-not-for-production-use').digest(),
};

const PAYOUT_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * PAYOUT_DATA_KEYS: `id:base64,id:base64,…`, each key 32 random bytes. The first seals; every listed key
 * opens what was sealed under its id, so a new key goes first and the old ones stay until a re-seal pass.
 */
export function parsePayoutDataKeys(value: string): PayoutDataKey[] | string {
  const keys: PayoutDataKey[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    const encoded = at > 0 ? entry.slice(at + 1) : '';
    if (!PAYOUT_KEY_ID.test(id))
      return 'expected id:base64 pairs separated by commas, ids of letters, digits, _ or -';
    if (keys.some((key) => key.id === id)) return `the key id ${id} is listed twice`;
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || key.length !== 32) {
      return `the key ${id} is not 32 bytes in base64 (openssl rand -base64 32)`;
    }
    keys.push({ id, key });
  }
  return keys.length > 0 ? keys : 'expected at least one id:base64 key';
}
