import type { AppDb } from '@app/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAttemptCounter } from '../../adapters/attempt-counter.ts';
import type { PhoneVerifier } from '../../adapters/sms.ts';
import { isAppError } from '../../app-error.ts';
import type { PhoneRepository, VerificationRow } from './phone-repository.ts';
import {
  createPhoneVerificationService,
  OTP_MAX_FAILURES,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
} from './phone-verification.ts';

const PHONE = '5145550123';
const NOW = new Date('2026-01-01T12:00:00Z');

/** One pending code, with the repository's conditional UPDATEs done synchronously (as atomic as SQL's). */
function oneCodeRepository() {
  const row = {
    id: 'v1',
    customerId: 'c1',
    codeHash: 'hash',
    failedAttempts: 0,
    verifiedAt: null as Date | null,
    expiresAt: new Date(NOW.getTime() + 60_000),
  };
  const repository = {
    async latestPending() {
      return row.verifiedAt ? undefined : (row as unknown as VerificationRow);
    },
    async reserveTry(_id: string, maxTries: number, now: Date) {
      if (row.failedAttempts >= maxTries || row.verifiedAt || row.expiresAt <= now) return undefined;
      row.failedAttempts += 1;
      return row.failedAttempts;
    },
    async releaseTry() {
      row.failedAttempts = Math.max(row.failedAttempts - 1, 0);
    },
    async markVerified(_id: string, now: Date) {
      if (row.verifiedAt || row.expiresAt <= now) return false;
      row.verifiedAt = now;
      row.failedAttempts = Math.max(row.failedAttempts - 1, 0);
      return true;
    },
  };
  return { row, repository: repository as unknown as PhoneRepository };
}

/** A verifier whose answers wait until the test lets them go, so every guess is in flight at once. */
function gatedVerifier(rightCode: string) {
  const checked: string[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const verifier: PhoneVerifier = {
    mode: 'queue',
    send: async () => ({ codeHash: 'hash' }),
    async check(_phone, code) {
      checked.push(code);
      await gate;
      return code === rightCode;
    },
  };
  return { verifier, checked, open: () => open() };
}

const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

const errorCode = async (run: Promise<unknown>) => {
  try {
    await run;
    return 'OK';
  } catch (error) {
    return isAppError(error) ? error.code : 'THROWN';
  }
};

describe('phone code checks', () => {
  it('compares at most 5 of 30 concurrent guesses; the fifth wrong one kills the code', async () => {
    const { row, repository } = oneCodeRepository();
    const gated = gatedVerifier('123456');
    const service = createPhoneVerificationService({
      db: { transaction: async () => undefined } as unknown as AppDb,
      repositoryOf: () => repository,
      verifier: gated.verifier,
      attempts: createMemoryAttemptCounter(),
      log,
      now: () => NOW,
    });
    const guesses = Array.from({ length: 30 }, (_, i) => String(100_000 + i));
    const answers = guesses.map((code) => errorCode(service.verifySignInCode(PHONE, code)));
    await vi.waitFor(() => expect(gated.checked.length).toBeGreaterThanOrEqual(OTP_MAX_FAILURES));
    gated.open();
    const codes = await Promise.all(answers);

    expect(gated.checked).toHaveLength(OTP_MAX_FAILURES);
    expect(codes.filter((code) => code === 'INVALID_OTP')).toHaveLength(OTP_MAX_FAILURES - 1);
    expect(codes.filter((code) => code === 'OTP_EXPIRED')).toHaveLength(30 - (OTP_MAX_FAILURES - 1));
    expect(row.failedAttempts).toBe(OTP_MAX_FAILURES);
    expect(await errorCode(service.verifySignInCode(PHONE, '123456'))).toBe('OTP_EXPIRED');
  });

  it('a right code gives its try back; a code that cannot be checked costs no try', async () => {
    const { row, repository } = oneCodeRepository();
    let down = true;
    const verifier: PhoneVerifier = {
      mode: 'queue',
      send: async () => ({ codeHash: 'hash' }),
      async check(_phone, code) {
        if (down) throw new Error('provider down');
        return code === '123456';
      },
    };
    const service = createPhoneVerificationService({
      db: { transaction: async () => undefined } as unknown as AppDb,
      repositoryOf: () => repository,
      verifier,
      attempts: createMemoryAttemptCounter(),
      log,
      now: () => NOW,
    });
    expect(await errorCode(service.verifySignInCode(PHONE, '123456'))).toBe('OTP_CHECK_FAILED');
    expect(row.failedAttempts).toBe(0);
    down = false;
    expect(await errorCode(service.verifySignInCode(PHONE, '000000'))).toBe('INVALID_OTP');
    expect(await service.verifySignInCode(PHONE, '123456')).toBe('c1');
    expect(row.failedAttempts).toBe(1);
  });
});

describe('phone code sends', () => {
  it('past the limit, answers 429 with the seconds until the window lifts', async () => {
    let clock = NOW.getTime();
    const repository = {
      async findOwnerByLookupKey() {
        return 'c1';
      },
      async start() {},
    } as unknown as PhoneRepository;
    const service = createPhoneVerificationService({
      db: { transaction: async () => undefined } as unknown as AppDb,
      repositoryOf: () => repository,
      verifier: { mode: 'queue', send: async () => ({ codeHash: 'hash' }), check: async () => false },
      attempts: createMemoryAttemptCounter(() => clock),
      log,
      now: () => new Date(clock),
    });
    for (let sent = 0; sent < OTP_SENDS_PER_WINDOW; sent++) {
      await service.requestSignInCode(PHONE);
      clock += 60_000;
    }
    const refused = await service.requestSignInCode(PHONE).catch((error: unknown) => error);
    expect(isAppError(refused) && refused.statusCode).toBe(429);
    const waited = OTP_SENDS_PER_WINDOW * 60_000;
    expect(isAppError(refused) && refused.retryAfterSeconds).toBe((OTP_SEND_WINDOW_MS - waited) / 1000);
    expect(isAppError(refused) && refused.headers).toEqual({
      'retry-after': String((OTP_SEND_WINDOW_MS - waited) / 1000),
    });
  });
});
