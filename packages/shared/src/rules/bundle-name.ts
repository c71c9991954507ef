/**
 * A sold bundle under its name in the reader's language (`names`: the catalogue's `purchase.bundleNames`);
 * a bundle the catalogue does not know keeps the name it was sold under.
 */
export function soldBundleName(
  names: Readonly<Record<string, string>> | undefined,
  sold: { bundleId?: string | null | undefined; bundleName: string },
): string {
  return (sold.bundleId && names?.[sold.bundleId]) || sold.bundleName;
}
