import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * better-auth's password hashing, same parameters and stored format (`<salt hex>:<key hex>`, scrypt
 * N=16384 r=16 p=1, 64-byte key of the NFKC password): every stored password keeps working, and a hash
 * made here verifies with better-auth's own verifier.
 *
 * What differs is how many run at once. A hash is about 180 ms of one core; node:crypto runs it on
 * libuv's thread pool, which has four threads, so a burst of sign-ins on a 2-core machine would occupy
 * every core (and every pool thread that compression and file reads also need) and stall each request
 * behind it. Here hashes wait their turn for one of `HASH_SLOTS` slots (the cores less one, at least
 * one): a burst queues, and the event loop keeps a core.
 */
const PARAMS = { N: 16_384, r: 16, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEMORY = 128 * PARAMS.N * PARAMS.r * 2;

export const HASH_SLOTS = Math.max(1, availableParallelism() - 1);

export interface Slots {
  /** Runs `task` once a slot is free; the slots are handed over in the order the tasks asked. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running, and tasks waiting for a slot (for tests and metrics). */
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(size: number): Slots {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(task) {
      if (running < size) running += 1;
      // A finishing task hands its slot straight to the next in line, so `running` does not change.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** One queue per process: every hash of this instance (sign-up, sign-in, password change, phone PINs). */
const slots = createSlots(HASH_SLOTS);

function derive(password: string, salt: string): Promise<Buffer> {
  return slots.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...PARAMS, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await derive(password, salt)).toString('hex')}`;
}

/** Compares in constant time; a stored value that is not `<salt>:<key>` is refused as better-auth refuses it. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, keyHex] = hash.split(':');
  if (!salt || !keyHex) throw new Error('Invalid password hash');
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
