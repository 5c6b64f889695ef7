// Whether two documents are the same value, as their JSON would say (a key set to undefined is a
// key left out), without writing either out: a walk that stops at the first difference. Writing
// both as text took two 28 MB strings when a replayed 100k-rule node met the document before it.
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], bs[i])) return false;
    return true;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const ak = keys(ao);
  if (ak.length !== keys(bo).length) return false;
  for (const k of ak) if (!sameValue(ao[k], bo[k])) return false;
  return true;
}
