import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { useApplications } from './helpers.ts';

/**
 * What an applicant sends never reaches the log: not on success, not on a refusal, not when the database
 * fails while storing it (a failed query's error quotes every value of its statement).
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});
const a = useApplications({ logger: createLogger({ logLevel: 'trace', nodeEnv: 'test' }, sink) });

describe('the log of /apply', () => {
  it('holds no name, e-mail, phone, code, presentation or file', async () => {
    const sender = { address: a.newAddress() };
    const phone = await a.verifiedPhone(sender);
    const { code } = await a.textedCode(phone.e164);
    const accepted = await a.body({ phone: phone.typed });
    expect((await a.submit(accepted, sender)).statusCode).toBe(201);
    expect((await a.submit({ ...accepted, consent: false }, sender)).statusCode).toBe(400);

    // The database fails while the files are stored, then while earlier applications are looked up: 500s
    // whose logged errors quote nothing (a failed query's would hold the files' bytes, the e-mail, the phone).
    const failing = await a.body({ phone: (await a.verifiedPhone(sender)).typed, name: 'Zénobie Failing' });
    for (const table of ['advisor_application_media', 'advisor_applications']) {
      await a.t.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
      try {
        const res = await a.submit(failing, sender);
        expect(res.statusCode).toBe(500);
        expect(res.json().error.code).toBe('INTERNAL_ERROR');
      } finally {
        await a.t.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
      }
    }
    const log = lines.join('');
    expect(log.match(/"statusCode":500/g)).toHaveLength(2);
    expect(log).toContain('an advisor application step failed (code 42P01)');
    expect(log).not.toContain('Failed query');
    expect(log).not.toContain('WAVEfmt');
    for (const body of [accepted, failing]) {
      for (const value of [
        body.name,
        body.email.toLowerCase(),
        body.phone,
        body.presentation,
        body.experience,
        body.photo.data.slice(0, 40),
        body.voice.data.slice(0, 40),
      ]) {
        expect(log).not.toContain(value);
      }
    }
    expect(log).not.toContain(phone.typed);
    expect(log).not.toContain(`code is ${code}`);
    // Nothing of the failed application stayed.
    expect(await a.applicationsOf(failing.email)).toEqual([]);
  });
});
