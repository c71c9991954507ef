import { describe, expect, it } from 'vitest';
import { isTooSimplePin } from './phone-pin.ts';

describe('isTooSimplePin', () => {
  it('refuses repeated digits and runs', () => {
    for (const pin of ['0000', '1111', '1234', '4321', '123456', '98765', '3456']) {
      expect(isTooSimplePin(pin), pin).toBe(true);
    }
  });
  it('accepts anything else', () => {
    for (const pin of ['1357', '2468', '0912', '120934', '1123', '9870']) {
      expect(isTooSimplePin(pin), pin).toBe(false);
    }
  });
});
