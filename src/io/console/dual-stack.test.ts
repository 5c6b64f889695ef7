// A dual-stack node's console (issue 31): what it prints of IPv6 in Windows' layout, and read back by
// Import to the addresses it came from.
import '../../lessons/testing/builtins-loaded';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../cluster/simulation';
import { BUILTINS } from '../../lessons';
import { importFiles } from '../import';
import { runConsole } from './run';

const encoder = new TextEncoder();
const readBack = (text: string, name = 'console.txt') => importFiles([{ name, bytes: encoder.encode(text) }]);
const sim = simulate(structuredClone(BUILTINS.find((b) => b.id === 'dual-stack')!.scenario));
const client = sim.resolved.pods.find((p) => p.name === 'client')!;
const inPod = (line: string) => runConsole({ sim, node: 'win-node-1', pod: client.ref }, line).text;
const onHost = (line: string) => runConsole({ sim, node: 'win-node-1' }, line).text;

describe("a dual-stack node's console", () => {
  it("ipconfig /all: the IPv6 address above the IPv4 one, the IPv6 gateway first and the IPv4 one under it", () => {
    const lines = inPod('ipconfig /all').split('\r\n');
    const at = lines.findIndex((l) => l.startsWith('   IPv6 Address'));
    expect(lines.slice(at, at + 5)).toEqual([
      `   IPv6 Address. . . . . . . . . . . : ${client.ipv6}(Preferred)`,
      '   IPv4 Address. . . . . . . . . . . : 10.244.1.10(Preferred)',
      '   Subnet Mask . . . . . . . . . . . : 255.255.255.0',
      '   Default Gateway . . . . . . . . . : fd00:10:244:1::2',
      `${' '.repeat(39)}10.244.1.2`,
    ]);
    // The ipconfig reader still takes the IPv4 address and gateway.
    const adapter = readBack(inPod('ipconfig /all')).dumps[0]!.model.adapters![0]!;
    expect(adapter).toMatchObject({ ipv4: '10.244.1.10', gateway: '10.244.1.2' });
  });

  it('route print: the IPv6 table holds the default route, the pod subnet, the address and multicast, sorted', () => {
    const text = inPod('route print');
    const table = text.slice(text.indexOf('IPv6 Route Table')).split('\r\n').slice(4, 10);
    expect(table).toEqual([
      ' 20    271 ::/0                     fd00:10:244:1::2',
      '  1    331 ::1/128                  On-link',
      ' 20    271 fd00:10:244:1::/64       On-link',
      ` 20    271 ${`${client.ipv6}/128`.padEnd(25)}On-link`,
      '  1    331 ff00::/8                 On-link',
      ' 20    271 ff00::/8                 On-link',
    ]);
  });

  it("Get-HnsEndpoint prints the endpoint's IPv6 fields, and Import reads them back (JSON and Format-List)", () => {
    for (const line of ['Get-HnsEndpoint | ConvertTo-Json -Depth 10', 'Get-HnsEndpoint']) {
      const eps = readBack(onHost(line), line.includes('Json') ? 'eps.json' : 'eps.txt').dumps[0]!.model.hns.endpoints;
      const mine = eps.find((e) => e.ipAddress === '10.244.1.10')!;
      expect(mine, line).toMatchObject({ ipv6Address: client.ipv6, ipv6PrefixLength: 64, gatewayAddressV6: 'fd00:10:244:1::2' });
    }
  });

  it('an IPv4-only node prints no IPv6 line and only the loopback IPv6 route', () => {
    const v4 = simulate(structuredClone(BUILTINS.find((b) => b.id === 'network-policy')!.scenario));
    const node = [...v4.windows.keys()][0]!;
    const pod = v4.resolved.pods.find((p) => p.node.name === node)!;
    expect(runConsole({ sim: v4, node, pod: pod.ref }, 'ipconfig /all').text).not.toContain('IPv6');
    const route = runConsole({ sim: v4, node, pod: pod.ref }, 'route print').text;
    expect(route.slice(route.indexOf('IPv6 Route Table')).split('\r\n').slice(4, 6)).toEqual(['  1    331 ::1/128                  On-link', '='.repeat(75)]);
  });
});
