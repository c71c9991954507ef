/** Lowercase ASCII words joined by '-': accents are dropped so that 'Amélie' and 'Amelie' share a URL. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function advisorSlug(name: string, agentId: number): string {
  return `${slugify(name)}_${agentId}`;
}

/** Names may contain underscores once slugified elsewhere, so only the last one separates the id. */
export function parseAdvisorSlug(slug: string): { namePart: string; agentId: number | null } {
  const at = slug.lastIndexOf('_');
  if (at === -1) return { namePart: slug, agentId: null };
  const idPart = slug.slice(at + 1);
  const id = /^\d+$/.test(idPart) ? Number(idPart) : Number.NaN;
  return { namePart: slug.slice(0, at), agentId: Number.isSafeInteger(id) ? id : null };
}
