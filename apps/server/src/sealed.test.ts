import { describe, expect, it } from 'vitest';
import { createSealer, SealError, sealPurpose } from './sealed.ts';

const key = (id: string, fill: number) => ({ id, key: Buffer.alloc(32, fill) });

describe('sealing payout secrets (AES-256-GCM)', () => {
  const sealer = createSealer([key('k2', 2), key('k1', 1)]);

  it('opens what it sealed, with the current key, and never stores the plain text', () => {
    const { keyId, sealed } = sealer.seal('046454286', sealPurpose.tin(1001));
    expect(keyId).toBe('k2');
    expect(sealed.toString('latin1')).not.toContain('046454286');
    expect(sealer.open(sealed, keyId, sealPurpose.tin(1001))).toBe('046454286');
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    const first = sealer.seal('046454286', 'x').sealed;
    const second = sealer.seal('046454286', 'x').sealed;
    expect(first.equals(second)).toBe(false);
  });

  it('refuses another key, an unknown key id, and a value moved to another advisor or column', () => {
    const { keyId, sealed } = sealer.seal('046454286', sealPurpose.tin(1001));
    const stranger = createSealer([key('k2', 9)]);
    expect(() => stranger.open(sealed, keyId, sealPurpose.tin(1001))).toThrow(SealError);
    expect(() => sealer.open(sealed, 'k9', sealPurpose.tin(1001))).toThrow(SealError);
    expect(() => sealer.open(sealed, 'k1', sealPurpose.tin(1001))).toThrow(SealError);
    expect(() => sealer.open(sealed, keyId, sealPurpose.tin(1002))).toThrow(SealError);
    expect(() => sealer.open(sealed, keyId, sealPurpose.birthDate(1001))).toThrow(SealError);
  });

  it('refuses altered bytes anywhere: IV, tag or ciphertext', () => {
    const { keyId, sealed } = sealer.seal('1990-04-30', sealPurpose.birthDate(7));
    for (const at of [1, 14, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[at] = (altered[at] ?? 0) ^ 0x01;
      expect(() => sealer.open(altered, keyId, sealPurpose.birthDate(7))).toThrow(SealError);
    }
    expect(() => sealer.open(sealed.subarray(0, 10), keyId, sealPurpose.birthDate(7))).toThrow(SealError);
  });

  it('opens a value sealed under an older key still listed (rotation), and seals anew with the first', () => {
    const before = createSealer([key('k1', 1)]);
    const old = before.seal('046454286', sealPurpose.tin(1001));
    expect(sealer.open(old.sealed, old.keyId, sealPurpose.tin(1001))).toBe('046454286');
    expect(sealer.seal('046454286', sealPurpose.tin(1001)).keyId).toBe('k2');
    // Once the old key is taken off the list, what it sealed no longer opens: re-seal first.
    const after = createSealer([key('k2', 2)]);
    expect(() => after.open(old.sealed, old.keyId, sealPurpose.tin(1001))).toThrow(SealError);
  });
});
