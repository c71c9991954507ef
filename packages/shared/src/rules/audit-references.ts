/**
 * What an audit row names by id: its target ('customer:<id>') and the id fields of its before and after.
 * The server looks the names up (an advisor's name, a customer's or a login's e-mail, a purchase's
 * bundle…) and the back office shows them instead of the ids, keyed the way targets are written.
 */
export const AUDIT_REFERENCE_KINDS = [
  'customer',
  'advisor',
  'user',
  'coupon',
  'promotion',
  'announcement',
  'purchase',
  'tarot_game',
] as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];

export interface AuditReference {
  kind: AuditReferenceKind;
  id: string;
}

/** The fields of a before or after that hold an id, and what that id names. */
export const AUDIT_ID_FIELDS: Readonly<Record<string, AuditReferenceKind>> = {
  customerId: 'customer',
  ownerCustomerId: 'customer',
  agentId: 'advisor',
  advisorAgentId: 'advisor',
  userId: 'user',
  actorUserId: 'user',
  couponId: 'coupon',
  promotionId: 'promotion',
  purchaseId: 'purchase',
};

const isKind = (kind: string): kind is AuditReferenceKind =>
  (AUDIT_REFERENCE_KINDS as readonly string[]).includes(kind);

/** 'customer:abc' for a reference: the same text as the target that names it. */
export const auditReferenceKey = (reference: AuditReference): string => `${reference.kind}:${reference.id}`;

/** The reference an id field's value makes ('ownerCustomerId', 'abc' → customer abc), if any. */
export function auditFieldReference(field: string, value: unknown): AuditReference | null {
  const kind = AUDIT_ID_FIELDS[field];
  if (!kind || (typeof value !== 'string' && typeof value !== 'number') || value === '') return null;
  return { kind, id: String(value) };
}

/** The reference a target makes ('advisor:1001'); null for a target that names nothing ('export:…'). */
export function auditTargetReference(target: string): AuditReference | null {
  const at = target.indexOf(':');
  if (at <= 0) return null;
  const kind = target.slice(0, at);
  const id = target.slice(at + 1);
  return isKind(kind) && id ? { kind, id } : null;
}

function collect(value: unknown, into: AuditReference[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [field, child] of Object.entries(value)) {
    const reference = auditFieldReference(field, child);
    if (reference) into.push(reference);
    else collect(child, into);
  }
}

/** Everything an audit row names, target first, each once. */
export function auditReferences(entry: {
  target: string;
  before: unknown;
  after: unknown;
}): AuditReference[] {
  const found: AuditReference[] = [];
  const target = auditTargetReference(entry.target);
  if (target) found.push(target);
  collect(entry.before, found);
  collect(entry.after, found);
  const seen = new Set<string>();
  return found.filter((reference) => {
    const key = auditReferenceKey(reference);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
