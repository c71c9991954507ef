import { afterEach, describe, expect, it } from 'vitest';
import './zod-config.ts';
import { z } from 'zod';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod configuration', () => {
  it('parses object schemas without ever building code from a string (no unsafe-eval under the CSP)', () => {
    const built: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        built.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args) {
        built.push(args);
        return Reflect.apply(target, thisArg, args);
      },
    });
    const schema = z.object({ email: z.string(), minutes: z.number().int() });
    for (let i = 0; i < 3; i += 1) expect(schema.parse({ email: 'a@example.com', minutes: i })).toBeTruthy();
    expect(built).toEqual([]);
  });
});
