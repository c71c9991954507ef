import { describe, expect, it } from 'vitest';
import { shortOrderId } from './order-id.ts';

describe('shortOrderId', () => {
  it.each([
    ['3f2b8c1d-9e7a-4b6c-8d5e-1f2a3b4c5d6e', '3f2b8c1d'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j -> %j', (id, expected) => {
    expect(shortOrderId(id)).toBe(expected);
  });
});
