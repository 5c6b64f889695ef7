// Issue 27 item 4: every Windows node of every built-in passes its own checks (Microsoft's scripts as
// findings.ts runs them) over the HNS objects and VFP ports the model made for it: no errors, no
// warnings. (The export → import round trip of the same objects is src/io's.)
import './testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../cluster/simulation';
import { findings } from '../hns/findings';
import { BUILTINS } from '.';

describe("a node's own objects pass the node checks", () => {
  it.each(BUILTINS.map((b) => [b.id, b] as const))('%s', (_, b) => {
    const sim = simulate(b.scenario);
    for (const [name, n] of sim.windows) {
      const found = findings(n.hns, n.compiled.ports).filter((f) => f.severity !== 'info');
      expect(found.map((f) => `${name}: ${f.check}: ${f.message}`)).toEqual([]);
    }
  });
});
