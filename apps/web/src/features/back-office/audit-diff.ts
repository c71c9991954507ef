/** One value an audited change touched: where it sits in the record, and what it was and became. */
export interface DiffLine {
  /** Dotted path in the record ('credits', 'user.banned'); '' when the record is a single value. */
  path: string;
  /** undefined: the value did not exist on that side. */
  before: string | undefined;
  after: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A leaf as staff read it: text as is, everything else as compact JSON. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

/** Every leaf of a record by dotted path; arrays are leaves (a list of phone numbers reads as one value). */
function leaves(value: unknown, prefix: string, into: Map<string, string>): void {
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) into.set(prefix, '{}');
    for (const [key, child] of entries) leaves(child, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  if (value !== undefined) into.set(prefix, formatValue(value));
}

/**
 * What changed between an audit row's `before` and `after` (any JSON, or null when that side did not
 * exist): only the paths whose value differs, in the order they first appear (before's, then after's new
 * ones). Two nulls, or two equal records, give no lines.
 */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const was = new Map<string, string>();
  const is = new Map<string, string>();
  if (before !== null && before !== undefined) leaves(before, '', was);
  if (after !== null && after !== undefined) leaves(after, '', is);
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths
    .filter((path) => was.get(path) !== is.get(path))
    .map((path) => ({ path, before: was.get(path), after: is.get(path) }));
}
