import { describe, expect, it } from 'vitest';
import { createRuntime, lookupFlow, storeFlow, type FlowEntry } from './runtime';
import { renewFlow } from './renew-flow';

function flow(over: Partial<FlowEntry> = {}): FlowEntry {
  return { node: 'n1', portId: 'p1', direction: 'out', key: 'tcp|1|2|3|4', edits: [], verdict: 'allow', decisions: [], reverse: false, createdAt: 0, lastUsed: 0, ttl: 10, ...over };
}

describe('renewing the reverse entry a node visit leaves', () => {
  const edits: FlowEntry['edits'] = [{ op: 'set-src', ip: 1, port: 80 }];
  it('renews the same plain pass in place: new times and TTL, the composition undone, as a new entry would be', () => {
    const rt = createRuntime();
    storeFlow(rt, flow({ reverse: true, edits }));
    const first = lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')!;
    first.composed = true;
    rt.now = 5;
    renewFlow(rt, flow({ reverse: true, edits: [{ op: 'set-src', ip: 1, port: 80 }], createdAt: 5, lastUsed: 5, ttl: 30 }));
    const again = lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')!;
    expect(again).toBe(first);
    expect(again.edits).toBe(edits);
    expect({ ...again }).toEqual(flow({ reverse: true, edits, createdAt: 5, lastUsed: 5, ttl: 30 }));
  });

  it('replaces an entry with other edits or more on it, as storeFlow does', () => {
    const rt = createRuntime();
    storeFlow(rt, flow({ reverse: true, edits }));
    const first = lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')!;
    renewFlow(rt, flow({ reverse: true, edits: [{ op: 'set-src', ip: 2, port: 80 }] }));
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).not.toBe(first);
    const steered = flow({ reverse: true, edits, steerTo: { portId: 'p2', direction: 'in' } });
    storeFlow(rt, steered);
    renewFlow(rt, flow({ reverse: true, edits }));
    // A live hairpin un-NAT is kept, as storeFlow keeps it.
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBe(steered);
  });
});
