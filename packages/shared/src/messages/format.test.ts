import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { formatMessage } from './format.ts';

describe('formatMessage', () => {
  it('replaces every placeholder, including repeated and number values', () => {
    expect(formatMessage('{{a}} and {{b}} and {{a}}', { a: 'x', b: 2 })).toBe('x and 2 and x');
  });

  it('accepts spaces inside the braces as i18next does', () => {
    expect(formatMessage('Ext: {{ id }}', { id: 42 })).toBe('Ext: 42');
  });

  it('leaves a placeholder without a value untouched', () => {
    expect(formatMessage('Hi {{name}}, {{missing}}', { name: 'Ana' })).toBe('Hi Ana, {{missing}}');
  });

  it('does not read inherited properties as values', () => {
    expect(formatMessage('{{toString}}', {})).toBe('{{toString}}');
  });

  it('formats catalogue entries', () => {
    expect(formatMessage(en.advisors.extension, { agentId: 1234 })).toBe('Extension: 1234');
    expect(formatMessage(en.advisors.timeRemaining, { time: '5 min' })).toBe('Time Remaining: 5 min');
  });

  it('keeps text without placeholders', () => {
    expect(formatMessage('Plain', { a: 1 })).toBe('Plain');
  });
});
