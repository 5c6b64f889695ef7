import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import type { WindowsHost } from '../../core/world/world';
import { BUILTINS } from '../../lessons';
import { completeLine } from './complete';
import type { ConsoleTarget } from './run';

const sim = simulate(structuredClone(BUILTINS.find((b) => b.id === 'talk-l2bridge')!.scenario));
const t: ConsoleTarget = { sim, node: 'win-node-1' };
const ports = (sim.world.hosts.get('win-node-1') as WindowsHost).vswitch.ports;

describe('Tab completion', () => {
  it('completes command names case-insensitively and cycles through matches', () => {
    expect(completeLine(t, 'get-hnse').line).toBe('Get-HnsEndpoint');
    expect(completeLine(t, 'Get-Hns').matches).toEqual(['Get-HnsNetwork', 'Get-HnsEndpoint', 'Get-HnsPolicyList']);
    expect(completeLine(t, 'Get-Hns', 1).line).toBe('Get-HnsEndpoint');
    expect(completeLine(t, 'vfp').line).toBe('vfpctrl');
    expect(completeLine({ ...t, pod: 'pod/default/client' }, 'vfp').matches).toEqual([]);
  });

  it("completes the node's port names after /port, layers after /layer, groups after /group", () => {
    expect(completeLine(t, 'vfpctrl /port ').matches).toEqual(ports.map((p) => p.id));
    const client = ports.find((p) => p.owner === 'pod/default/client')!;
    expect(completeLine(t, `vfpctrl /port ${client.id.slice(0, 4).toLowerCase()}`).line).toBe(`vfpctrl /port ${client.id}`);
    expect(completeLine(t, `vfpctrl /port ${client.id} /list-rule /layer ACL`).line).toBe(`vfpctrl /port ${client.id} /list-rule /layer ACL_ENDPOINT_LAYER`);
    expect(completeLine(t, `vfpctrl /port ${client.id} /list-rule /layer ACL_ENDPOINT_LAYER /group `).matches).toEqual(client.layers.find((l) => l.name === 'ACL_ENDPOINT_LAYER')!.groups.map((g) => g.name));
    expect(completeLine(t, 'vfpctrl /li').matches).toEqual(['/list-vmswitch-port', '/list-rule']);
  });

  it('completes after a pipe, and leaves a line with no match as it is', () => {
    expect(completeLine(t, 'Get-HnsEndpoint | conv').line).toBe('Get-HnsEndpoint | ConvertTo-Json');
    expect(completeLine(t, 'Get-HnsEndpoint | ConvertTo-Json -d').line).toBe('Get-HnsEndpoint | ConvertTo-Json -Depth');
    expect(completeLine(t, 'zzz')).toEqual({ line: 'zzz', matches: [] });
  });
});
