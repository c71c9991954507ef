import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('request logging', () => {
  const lines: Record<string, unknown>[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        callback();
      },
    });
    testApp = await buildTestApp(
      {},
      {
        logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink),
        registerExtra: (app) => {
          app.get('/api/boom-test', async () => {
            throw new Error('database exploded');
          });
        },
      },
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('writes exactly one structured line per request, without credentials', async () => {
    lines.length = 0;
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/healthz?probe=1',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
    });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/healthz?probe=1',
      statusCode: 200,
      responseTime: expect.any(Number),
      reqId: expect.any(String),
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|secret-cookie/);
  });

  it('puts the cause of a 500 on that one line, at error level', async () => {
    lines.length = 0;
    const res = await testApp.app.inject({ method: 'GET', url: '/api/boom-test' });
    expect(res.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, statusCode: 500, err: { message: 'database exploded' } });
  });

  it.each([
    ['an unknown route', '/api/nope', 404],
    ['an undecodable URL', '/api/%E0%A4%A', 400],
  ])('logs %s as one ordinary line', async (_label, url, statusCode) => {
    lines.length = 0;
    await testApp.app.inject({ method: 'GET', url });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, statusCode });
  });
});
