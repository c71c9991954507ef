import { describe, expect, it } from 'vitest';
import {
  auditFieldReference,
  auditReferenceKey,
  auditReferences,
  auditTargetReference,
} from './audit-references.ts';

describe('auditReferences', () => {
  it('finds the target and the id fields of before and after, at any depth, each once', () => {
    const references = auditReferences({
      target: 'customer:c1',
      before: { refundedCents: 0 },
      after: { refundId: 'r1', purchaseId: 'p1', nested: { ownerCustomerId: 'c1', agentId: 1001 } },
    });
    expect(references.map(auditReferenceKey)).toEqual(['customer:c1', 'purchase:p1', 'advisor:1001']);
  });

  it('names nothing for a target of no kind it knows, nor for empty or non-scalar ids', () => {
    expect(auditTargetReference('export:accounting:2026-10-01..2026-10-31')).toBeNull();
    expect(auditTargetReference('setting:season_theme')).toBeNull();
    expect(auditTargetReference('customer:')).toBeNull();
    expect(auditTargetReference('advisor:1001')).toEqual({ kind: 'advisor', id: '1001' });
    expect(auditFieldReference('customerId', null)).toBeNull();
    expect(auditFieldReference('customerId', '')).toBeNull();
    expect(auditFieldReference('customerId', { id: 'x' })).toBeNull();
    expect(auditFieldReference('credits', 'x')).toBeNull();
    expect(
      auditReferences({ target: 'setting:season_theme', before: null, after: { theme: 'halloween' } }),
    ).toEqual([]);
  });
});
