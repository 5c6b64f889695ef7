import { describe, expect, it } from 'vitest';
import { countPortAt, countRule, createRuntime, flowTableKey, lookupFlow, storeFlow, type FlowEntry } from './runtime';

function flow(over: Partial<FlowEntry> = {}): FlowEntry {
  return { node: 'n1', portId: 'p1', direction: 'out', key: 'tcp|1|2|3|4', edits: [], verdict: 'allow', decisions: [], reverse: false, createdAt: 0, lastUsed: 0, ttl: 10, ...over };
}

describe('createRuntime', () => {
  it('starts empty at the given simulated time', () => {
    const rt = createRuntime(42);
    expect(rt.now).toBe(42);
    expect(rt.flows.size + rt.natBindings.size + rt.natNext.size + rt.icmpSnat.size + rt.ruleCounters.size + rt.portCounters.size).toBe(0);
    expect(createRuntime().now).toBe(0);
  });
});

describe('the flow table', () => {
  it('finds a flow by node, port, direction and key only', () => {
    const rt = createRuntime();
    storeFlow(rt, flow());
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBeDefined();
    expect(lookupFlow(rt, 'n1', 'p1', 'in', 'tcp|1|2|3|4')).toBeUndefined();
    expect(lookupFlow(rt, 'n1', 'p2', 'out', 'tcp|1|2|3|4')).toBeUndefined();
    expect(lookupFlow(rt, 'n2', 'p1', 'out', 'tcp|1|2|3|4')).toBeUndefined();
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|5')).toBeUndefined();
  });

  it('a flow stored again with the same key replaces the old one', () => {
    const rt = createRuntime();
    storeFlow(rt, flow({ verdict: 'allow' }));
    storeFlow(rt, flow({ verdict: 'block' }));
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')?.verdict).toBe('block');
  });

  it('a flow idle for exactly its TTL is still there; one idle longer has expired and is removed', () => {
    const rt = createRuntime();
    storeFlow(rt, flow({ lastUsed: 5, ttl: 10 }));
    rt.now = 15;
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBeDefined();
    rt.now = 16;
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBeUndefined();
    rt.now = 15;
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBeUndefined();
  });

  it('idle time counts from the last use, not from creation', () => {
    const rt = createRuntime();
    storeFlow(rt, flow({ createdAt: 0, lastUsed: 100, ttl: 10 }));
    rt.now = 105;
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBeDefined();
  });
});

describe('counters', () => {
  it('countRule counts matches, and drops among them', () => {
    const rt = createRuntime();
    countRule(rt, 'k', false);
    countRule(rt, 'k', true);
    countRule(rt, 'k', false);
    expect(rt.ruleCounters.get('k')).toEqual({ matchedPackets: 3, droppedPackets: 1 });
  });

  it('countPortAt counts per direction, with ACL drops a subset of drops', () => {
    const rt = createRuntime();
    countPortAt(rt, 'n1|p1', 'in');
    countPortAt(rt, 'n1|p1', 'out');
    countPortAt(rt, 'n1|p1', 'out', 'acl');
    countPortAt(rt, 'n1|p1', 'in', 'other');
    expect(rt.portCounters.get('n1|p1')).toEqual({ packetsIn: 2, packetsOut: 2, droppedPackets: 2, droppedAcl: 1 });
  });
});

describe('flowTableKey', () => {
  it('names node, port and direction, so that two nodes with a port of the same id keep apart', () => {
    const rt = createRuntime();
    expect([flowTableKey(rt, 'n1', 'p1', 'in'), flowTableKey(rt, 'n1', 'p1', 'out'), flowTableKey(rt, 'n2', 'p1', 'in')]).toEqual(['n1|p1|in', 'n1|p1|out', 'n2|p1|in']);
    storeFlow(rt, flow({ node: 'n1' }));
    expect(lookupFlow(rt, 'n2', 'p1', 'out', 'tcp|1|2|3|4')).toBeUndefined();
    expect(lookupFlow(rt, 'n1', 'p1', 'out', 'tcp|1|2|3|4')).toBeDefined();
  });
});
