import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone so that both drivers read back the same moment. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return timestamptz('created_at').notNull().defaultNow();
}

/**
 * node-postgres hands back a Buffer, PGlite a Uint8Array, and JSON-built relational queries a
 * '\x…' hex string; callers always get a Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType() {
    return 'bytea';
  },
  toDriver(value) {
    return value;
  },
  fromDriver(value) {
    if (typeof value === 'string') {
      return Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex');
    }
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
});
