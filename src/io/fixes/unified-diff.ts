// A unified diff of two texts (the format of `diff -u` and `git diff`), line by line, from a
// longest-common-subsequence table: the objects a fix changes are a few dozen lines at most.
type Op = { kind: ' ' | '-' | '+'; line: string; a: number; b: number };

function ops(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) out.push({ kind: ' ', line: a[i]!, a: i++, b: j++ });
    else if (j < m && (i === n || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) out.push({ kind: '+', line: b[j]!, a: i, b: j++ });
    else out.push({ kind: '-', line: a[i]!, a: i++, b: j });
  }
  return out;
}

const lines = (t: string): string[] => (t === '' ? [] : t.replace(/\n$/, '').split('\n'));

/** `--- a` / `+++ b` and hunks with `context` lines around each change; '' when the texts are equal. */
export function unifiedDiff(before: string, after: string, names: { a: string; b: string } = { a: 'before', b: 'after' }, context = 3): string {
  const all = ops(lines(before), lines(after));
  const changed = all.map((o, k) => (o.kind !== ' ' ? k : -1)).filter((k) => k >= 0);
  if (!changed.length) return '';
  const out = [`--- ${names.a}`, `+++ ${names.b}`];
  let k = 0;
  while (k < changed.length) {
    const start = Math.max(0, changed[k]! - context);
    let end = Math.min(all.length - 1, changed[k]! + context);
    while (k + 1 < changed.length && changed[k + 1]! - context <= end + 1) end = Math.min(all.length - 1, changed[++k]! + context);
    k++;
    const hunk = all.slice(start, end + 1);
    const aLen = hunk.filter((o) => o.kind !== '+').length;
    const bLen = hunk.filter((o) => o.kind !== '-').length;
    const aStart = aLen ? hunk.find((o) => o.kind !== '+')!.a + 1 : hunk[0]!.a;
    const bStart = bLen ? hunk.find((o) => o.kind !== '-')!.b + 1 : hunk[0]!.b;
    out.push(`@@ -${aStart},${aLen} +${bStart},${bLen} @@`, ...hunk.map((o) => o.kind + o.line));
  }
  return out.join('\n') + '\n';
}
