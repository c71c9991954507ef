import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './json-ld.ts';

describe('scriptSafeJson', () => {
  it('escapes what could end the script element, and still parses back to the same value', () => {
    const value = { name: '</script><!-- & >' };
    const out = scriptSafeJson(value);
    expect(out).not.toMatch(/[<>&]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
