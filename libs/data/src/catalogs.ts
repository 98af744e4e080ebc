/** The current catalogue of a result with `catalogs` (the fair edition the API flags current), or null. */
export function currentCatalog<T extends { isCurrent: boolean }>(data: { catalogs: readonly T[] }): T | null {
  return data.catalogs.find((c) => c.isCurrent) ?? null;
}
