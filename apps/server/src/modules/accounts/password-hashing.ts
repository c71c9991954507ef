import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { AppConfig } from '../../env.ts';
import { hashPassword, verifyPassword } from './scrypt-pool.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** Marks a hash made by the test-only scheme; better-auth's own hashes are `<salt hex>:<key hex>`. */
const TEST_PREFIX = 'test-only$';

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Production hashes with better-auth's scrypt, its format and parameters, through a bounded queue
 * (scrypt-pool.ts). That scrypt costs about 180 ms of CPU a hash on the 2-core machine, and the integration suite
 * signs up and in well over a thousand times: minutes of a run spent on one library call whose own tests
 * are upstream. The integration tests' configuration (and only it: loadConfig never sets it) swaps in
 * scrypt with a trivial cost, in a format of its own that the production verifier would never accept.
 * A dedicated test keeps the production hashing covered end to end (password-hashing.integration.test.ts).
 */
export function passwordHashing(config: Pick<AppConfig, 'passwordHashing' | 'nodeEnv'>): PasswordHashing {
  if (config.passwordHashing !== 'test-only' || config.nodeEnv !== 'test') {
    return { hash: hashPassword, verify: verifyPassword };
  }
  const cheap = { N: 16, r: 1, p: 1 };
  return {
    async hash(password) {
      const salt = randomBytes(8).toString('hex');
      const key = await scryptAsync(password.normalize('NFKC'), salt, 32, cheap);
      return `${TEST_PREFIX}${salt}$${key.toString('hex')}`;
    },
    async verify({ hash, password }) {
      if (!hash.startsWith(TEST_PREFIX)) return verifyPassword({ hash, password });
      const [salt = '', keyHex = ''] = hash.slice(TEST_PREFIX.length).split('$');
      const expected = Buffer.from(keyHex, 'hex');
      const actual = await scryptAsync(password.normalize('NFKC'), salt, 32, cheap);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
