import { describe, expect, it } from 'vitest';
import { fieldOfErrorCode, numberOrNull } from './advisor-form-values.ts';

describe('numberOrNull', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['-3', 'invalid'],
    ['1.5', 'invalid'],
    ['12a', 'invalid'],
    ['1e3', 'invalid'],
    ['1234567890', 'invalid'],
  ])('%j → %j', (text, expected) => {
    expect(numberOrNull(text)).toBe(expected);
  });
});

describe('fieldOfErrorCode', () => {
  it('puts each conflict under its field and leaves the others to the form', () => {
    expect(fieldOfErrorCode('NAME_TAKEN')).toBe('name');
    expect(fieldOfErrorCode('AGENT_ID_TAKEN')).toBe('agentId');
    expect(fieldOfErrorCode('PHONE_TAKEN')).toBe('phoneNumber');
    expect(fieldOfErrorCode('PHONE_IS_CUSTOMERS')).toBe('phoneNumber');
    expect(fieldOfErrorCode('INVALID_PHONE')).toBe('phoneNumber');
    expect(fieldOfErrorCode('SCHEDULE_INVALID')).toBeUndefined();
    expect(fieldOfErrorCode('toString')).toBeUndefined();
  });
});
