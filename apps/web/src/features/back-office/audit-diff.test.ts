import { describe, expect, it } from 'vitest';
import { auditDiff, formatValue } from './audit-diff.ts';

describe('the audit log’s before → after', () => {
  it('keeps only the values that changed', () => {
    expect(auditDiff({ credits: 10, isActive: true }, { credits: 25, isActive: true })).toEqual([
      { path: 'credits', before: '10', after: '25' },
    ]);
  });

  it('walks nested records by dotted path and keeps lists whole', () => {
    expect(
      auditDiff(
        { user: { banned: false, phones: ['+15145550000'] } },
        { user: { banned: true, phones: ['+15145550000', '+14385550000'] } },
      ),
    ).toEqual([
      { path: 'user.banned', before: 'false', after: 'true' },
      { path: 'user.phones', before: '["+15145550000"]', after: '["+15145550000","+14385550000"]' },
    ]);
  });

  it('shows what a side did not have as missing', () => {
    expect(auditDiff(null, { sessions: 0 })).toEqual([{ path: 'sessions', before: undefined, after: '0' }]);
    expect(auditDiff({ sessions: 3 }, null)).toEqual([{ path: 'sessions', before: '3', after: undefined }]);
    expect(auditDiff({ a: 1 }, { b: 'x' })).toEqual([
      { path: 'a', before: '1', after: undefined },
      { path: 'b', before: undefined, after: 'x' },
    ]);
  });

  it('has nothing to say about two nulls or two equal records', () => {
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
  });

  it('reads a single value as one line without a path', () => {
    expect(auditDiff(5, 20)).toEqual([{ path: '', before: '5', after: '20' }]);
    expect(auditDiff('active', 'deactivated')).toEqual([
      { path: '', before: 'active', after: 'deactivated' },
    ]);
  });

  it('writes text as is and other values as compact JSON', () => {
    expect(formatValue('goodwill')).toBe('goodwill');
    expect(formatValue(null)).toBe('null');
    expect(formatValue([1, 2])).toBe('[1,2]');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});
