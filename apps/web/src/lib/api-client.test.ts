import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, getJson, PayloadError } from './api-client.ts';
import { sendCommand, sendFile, sendJson } from './api-send.ts';

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

  it("keeps the error body's other fields as details, from the error object or beside it", async () => {
    answer(400, {
      error: { code: 'SCHEDULE_INVALID', message: 'Check your hours', problems: [{ day: 'monday' }] },
    });
    const inside = await sendJson('PUT', '/api/x', {}, schema).catch((caught: unknown) => caught);
    expect(inside).toMatchObject({ code: 'SCHEDULE_INVALID', details: { problems: [{ day: 'monday' }] } });
    answer(400, { error: { code: 'SCHEDULE_INVALID', message: 'Check your hours' }, problems: [] });
    const beside = await sendJson('PUT', '/api/x', {}, schema).catch((caught: unknown) => caught);
    expect(beside).toMatchObject({ details: { problems: [] } });
  });
});

describe('sendFile / sendCommand', () => {
  it('sends a file as the whole body with its type, and checks the answer', async () => {
    answer(200, { balance: 3 });
    const file = new Blob([new Uint8Array([0x89, 0x50])]);
    expect(await sendFile('PUT', '/api/up', file, 'image/png', schema)).toEqual({ balance: 3 });
    const [path, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(path).toBe('/api/up');
    expect(init).toMatchObject({ method: 'PUT', body: file, headers: { 'Content-Type': 'image/png' } });
  });

  it("takes a 204 as done and an error status as an ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(sendCommand('POST', '/api/code', { phoneNumber: '5145550123' })).resolves.toBeUndefined();
    answer(413, { error: { code: 'TOO_LARGE', message: 'This picture is too large.' } });
    const error = await sendFile('PUT', '/api/up', new Blob(['x']), 'image/png', schema).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 413, message: 'This picture is too large.' });
  });
});
