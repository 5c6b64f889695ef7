// The built page runs under `script-src 'self'` (no eval): zod's JIT would probe `new Function` on
// the first parse, which the CSP reports as a violation. Imported first by every browser entry.
// zod keeps its settings on globalThis.__zod_globalConfig and adopts an object already there (this sets it in place, in case zod came first), so
// this sets `jitless` without importing zod: the first load does not carry it (it comes with the
// lazy chunks that parse).
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;

export {};
