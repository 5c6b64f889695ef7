// "Find it with the console": every answer is read off the node, and what the console prints there
// carries it — a student who types the right commands can find each answer in the console's output.
import './testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../cluster/simulation';
import type { Scenario } from '../cluster/scenario/schema';
import type { WindowsHost } from '../core/world/world';
import { runConsole } from '../io/console/run';
import { BUILTINS, builtinById } from './index';
import { loadLessonText } from './format/load';
import { probeWalker } from './format/trace-of';
import { checkConsoleAnswer, consoleAnswer } from './console-question';

const scenarioOf = (id: string): Scenario => structuredClone(BUILTINS.find((b) => b.id === id)!.scenario);
const talk = simulate(scenarioOf('talk-l2bridge'));
const policy = simulate(scenarioOf('network-policy'));

describe('console questions, answered from the node', () => {
  it("a pod's port: the GUID vfpctrl names, which /list-vmswitch-port prints beside the endpoint id", () => {
    const a = consoleAnswer(talk, 'win-node-1', { portOf: 'pod/web-1' });
    const port = (talk.world.hosts.get('win-node-1') as WindowsHost).vswitch.ports.find((p) => p.owner === 'pod/default/web-1')!;
    expect(a).toEqual({ ok: true, value: { shown: port.id, set: false, values: [port.id] } });
    expect(runConsole({ sim: talk, node: 'win-node-1' }, 'vfpctrl /list-vmswitch-port').text).toContain(`Port name             : ${port.id}\r\n  Port Friendly name    : ${port.friendlyName}`);
    expect(checkConsoleAnswer(a.ok ? a.value : (undefined as never), ` {${port.id.toLowerCase()}} `)).toBe(true);
    expect(checkConsoleAnswer(a.ok ? a.value : (undefined as never), port.friendlyName)).toBe(false);
  });

  it("the VIP's backends: the load balancer's endpoints as addresses, in any order", () => {
    const a = consoleAnswer(talk, 'win-node-1', { vipBackends: 'service/web' });
    expect(a.ok && a.value.values).toEqual(['10.244.1.36', '10.244.2.10']);
    const v = a.ok ? a.value : (undefined as never);
    expect(checkConsoleAnswer(v, '10.244.2.10, 10.244.1.36')).toBe(true);
    expect(checkConsoleAnswer(v, '10.244.1.36')).toBe(false);
    expect(checkConsoleAnswer(v, '10.244.1.36 10.244.2.10 10.244.1.39')).toBe(false);
    const json = runConsole({ sim: talk, node: 'win-node-1' }, 'hnsdiag list all -d').text;
    for (const ip of v.values) expect(json).toContain(`"IPAddress": "${ip}"`);
  });

  it('the rule a layer decides a packet with, as the walk decides it; a hand-added block rule in front changes the answer', () => {
    const find = { rule: { port: 'pod/api', layer: 'ACL_ENDPOINT_LAYER', direction: 'in' as const, protocol: 'tcp' as const, src: 'pod/frontend', dst: 'pod/api', dstPort: 8080 } };
    const a = consoleAnswer(policy, 'win-node-2', find);
    const api = (policy.world.hosts.get('win-node-2') as WindowsHost).vswitch.ports.find((p) => p.owner === 'pod/default/api')!;
    const allow = api.layers.find((l) => l.name === 'ACL_ENDPOINT_LAYER')!.groups.flatMap((g) => g.rules).find((r) => r.conditions.dstPorts?.[0]?.lo === 8080)!;
    expect(a).toMatchObject({ ok: true, value: { values: [allow.id] } });
    expect(runConsole({ sim: policy, node: 'win-node-2' }, `vfpctrl /port ${api.id} /list-rule /layer ACL_ENDPOINT_LAYER`).text).toContain(`RULE : ${allow.id}`);
    // From batch (not allowed), no rule matches: the question does not fit, and says why.
    expect(consoleAnswer(policy, 'win-node-2', { rule: { ...find.rule, src: 'pod/batch' } })).toMatchObject({ ok: false, problem: expect.stringContaining("the layer's default decides it") });
    const s = scenarioOf('network-policy');
    s.nodes.find((n) => n.name === 'win-node-2')!.vfpEdits = [{ op: 'add-rule', port: 'pod/api', layer: 'ACL_ENDPOINT_LAYER', group: 'ACL_ENDPOINT_GROUP_IPV4_IN', rule: { id: 'block-8080', priority: 10, action: 'block', protocols: ['tcp'], dstPorts: [8080] } }];
    expect(consoleAnswer(simulate(s), 'win-node-2', find)).toMatchObject({ ok: true, value: { values: ['block-8080'] } });
  });

  it("a pod's default gateway, from its compartment (what ipconfig /all prints in the pod)", () => {
    const a = consoleAnswer(talk, 'win-node-1', { gateway: 'pod/client' });
    expect(a).toMatchObject({ ok: true, value: { values: ['10.244.1.2'] } });
    expect(runConsole({ sim: talk, node: 'win-node-1', pod: 'pod/default/client' }, 'ipconfig /all').text).toContain('Default Gateway . . . . . . . . . : 10.244.1.2');
    expect(consoleAnswer(talk, 'win-node-1', { gateway: 'pod/web-2' })).toMatchObject({ ok: false });
    expect(consoleAnswer(talk, 'linux-node', { gateway: 'pod/client' })).toMatchObject({ ok: false });
  });

  it('at least three built-in lessons ask one; validate reads each answer off its node, and refuses one that does not fit', () => {
    const files = import.meta.glob<string>('./lessons/*.yaml', { query: '?raw', import: 'default', eager: true });
    const scenario = (id: string) => builtinById(id)?.scenario;
    const asking = Object.entries(files).filter(([, text]) => /kind: console\b/.test(text));
    expect(asking.length).toBeGreaterThanOrEqual(3);
    for (const [file, text] of asking) {
      const r = loadLessonText(text, scenario, probeWalker());
      expect(r.errors, file).toEqual([]);
      const qs = r.value!.steps.flatMap((s) => (s.question?.kind === 'console' ? [s.question] : []));
      for (const q of qs) expect(typeof q.prompt === 'object' && !!q.prompt.vi, `${file}: a Vietnamese prompt`).toBe(true);
    }
    const [, text] = asking.find(([f]) => f.includes('network-policy'))!;
    const broken = loadLessonText(text.replace('src: pod/frontend, dst: pod/api', 'src: pod/batch, dst: pod/api'), scenario, probeWalker());
    expect(broken.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^the console cannot find it on win-node-2: no rule of ACL_ENDPOINT_LAYER/)]);
  });
});
