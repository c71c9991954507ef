/**
 * The directory's order, as staff change it: every advisor (active or not) holds one place, 1 first,
 * and the stored sort orders are always 1..n without gaps or ties, whatever was stored before.
 */

/**
 * `ids` in their current order with `id` moved to `position` (1 first; beyond the end means last).
 * An id not yet in the list is inserted there (a new advisor).
 */
export function placeInOrder<T>(ids: readonly T[], id: T, position: number): T[] {
  const others = ids.filter((other) => other !== id);
  const index = Math.min(Math.max(Math.trunc(position), 1), others.length + 1) - 1;
  return [...others.slice(0, index), id, ...others.slice(index)];
}

/** The sort order each id must be given so that the list reads 1..n; only those that change. */
export function orderChanges<T>(
  current: ReadonlyMap<T, number>,
  ordered: readonly T[],
): { id: T; sortOrder: number }[] {
  return ordered.flatMap((id, index) =>
    current.get(id) === index + 1 ? [] : [{ id, sortOrder: index + 1 }],
  );
}

/** Extensions are never given twice: the next one follows every extension ever given. */
export function nextAgentId(agentIds: readonly number[]): number {
  return agentIds.reduce((highest, id) => Math.max(highest, id), 0) + 1;
}
