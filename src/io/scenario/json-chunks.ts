// A document's JSON as a sequence of pieces (issue 32 item 3): Save of a replayed node of 100k
// rules made one string in one task (10.6 s; at 877k rules "Invalid string length", no file). The
// pieces are what JSON.stringify(value) would write, joined; each subtree of at most SMALL values is
// one JSON.stringify call, so a piece costs a bounded time and the caller can yield between them,
// and the whole never has to be one string (a Blob takes the pieces).

/** Values (containers and leaves) a subtree may hold to be written in one call. */
const SMALL = 512;

/** How many values `x` holds, counting no further than `limit`. */
function countUpTo(x: unknown, limit: number): number {
  let n = 0;
  const stack: unknown[] = [x];
  while (stack.length && n <= limit) {
    const v = stack.pop();
    n++;
    if (Array.isArray(v)) for (let i = 0; i < v.length && n + stack.length <= limit; i++) stack.push(v[i]);
    else if (v !== null && typeof v === 'object') for (const k in v) stack.push((v as Record<string, unknown>)[k]);
  }
  return n + stack.length;
}

/** Whether JSON.stringify leaves an object's property out. */
const omitted = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

export function* jsonChunks(value: unknown): Generator<string, void, undefined> {
  if (value === null || typeof value !== 'object' || countUpTo(value, SMALL) <= SMALL) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i) yield ',';
      const v: unknown = value[i];
      if (omitted(v)) yield 'null';
      else yield* jsonChunks(v);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [k, v] of Object.entries(value)) {
    if (omitted(v)) continue;
    yield `${first ? '' : ','}${JSON.stringify(k)}:`;
    first = false;
    yield* jsonChunks(v);
  }
  yield '}';
}
