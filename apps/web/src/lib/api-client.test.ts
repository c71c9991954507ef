import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, getJson, PayloadError, sendJson } from './api-client.ts';

const schema = z.object({ balance: z.int() });

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getJson / sendJson', () => {
  it('returns the checked answer, from a schema or from a loader of it (loaded with the answer)', async () => {
    answer(200, { balance: 42, extra: 'dropped' });
    expect(await getJson('/api/x', schema)).toEqual({ balance: 42 });
    const loader = vi.fn(async () => schema);
    answer(200, { balance: 7 });
    expect(await getJson('/api/x', loader)).toEqual({ balance: 7 });
    expect(loader).toHaveBeenCalledTimes(1);
    answer(200, { balance: 8 });
    expect(await sendJson('POST', '/api/x', {}, loader)).toEqual({ balance: 8 });
  });

  it('refuses an answer of another shape, whichever way the schema comes', async () => {
    answer(200, { balance: 'lots' });
    await expect(getJson('/api/x', schema)).rejects.toBeInstanceOf(PayloadError);
    answer(200, { balance: 1.5 });
    await expect(getJson('/api/x', async () => schema)).rejects.toThrow(/Unexpected response/);
  });

  it("turns an error status into an ApiError with the server's code and message", async () => {
    answer(409, { error: { code: 'CONFLICT', message: 'Already done' } });
    const error = await getJson('/api/x', schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Already done' });
  });
});
