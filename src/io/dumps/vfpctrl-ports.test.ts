import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, detect, parse } from './vfpctrl-ports';

const real = (name: string) => readFileSync(new URL(`../../../fixtures/real/${name}`, import.meta.url), 'utf8');
const EXCERPT = 'vfpctrl-list-vmswitch-port-host-port-excerpt.txt';

describe('vfpctrl /list-vmswitch-port', () => {
  it('reads the real Select-String excerpt: the host vNIC port', () => {
    const res = parse(real(EXCERPT), EXCERPT);
    expect(res.errors).toEqual([]);
    expect(res.warnings).toEqual([]);
    expect(count(res.value!)).toEqual({ ports: 1 });
    expect(res.value!.vfp.ports[0]).toEqual({
      id: '4FD72AB0-2C35-4AE7-AC9A-F893495BD5EF',
      friendlyName: 'Container NIC 6c50381c',
      kind: 'host',
      blocked: false,
      layers: [],
      provenance: { by: 'vfpctrl dump' },
      switchName: '04F2CC76-AE71-4E04-9B0B-D3F27D8BC4E3',
      portNumber: 1,
    });
  });

  const ALL = [
    ' ITEM LIST',
    '===========',
    '',
    'Port name             : 8C1E2A44-5B9F-4C1D-9E0A-7F3B2C1D0E9F',
    'Port Friendly name    : ExternalPort',
    'Switch name           : 04F2CC76-AE71-4E04-9B0B-D3F27D8BC4E3',
    'Switch Friendly name  : ext',
    'PortId                : 2',
    'Port is Initialized.',
    'MAC address           : 00-15-5D-7B-82-56',
    '',
    'Port name             : c9385412-bdef-49f5-88b0-c9d484ef6716',
    'Port Friendly name    : c9385412-bdef-49f5-88b0-c9d484ef6716',
    'PortId                : 7',
    'MAC address           : 0E-2A-0a-2a-d5-dd',
    '',
    'Port name             : 1A2B3C4D-0000-4000-8000-000000000001',
    'Port Friendly name    : Dynamic Ethernet Switch Port',
    'PortId                : x9',
    'MAC address           : not-a-mac',
    'Command list-vmswitch-port succeeded!',
  ].join('\r\n');

  it('tells external, endpoint and unknown ports apart', () => {
    const res = parse(ALL, 'ports.txt');
    const ports = res.value!.vfp.ports;
    expect(ports.map((p) => [p.kind, p.mac, p.portNumber])).toEqual([
      ['external', '00-15-5D-7B-82-56', 2],
      ['endpoint', '0E-2A-0A-2A-D5-DD', 7],
      ['endpoint', undefined, undefined],
    ]);
    expect(res.errors).toEqual([{ message: '`PortId                : x9` is not a number', msg: { id: 'vfp.notNumber', args: { t: '`PortId                : x9`' } }, line: 19, field: 'PortId' }]);
    expect(res.warnings.map((w) => [w.line, w.field])).toEqual([
      [20, 'MAC address'],
      [18, 'Port Friendly name'],
    ]);
  });

  it('reports lines cut off before the first port of a Select-String excerpt', () => {
    const res = parse(`  VM name : x\n${real(EXCERPT)}`, 'x');
    expect(res.warnings).toEqual([expect.objectContaining({ line: 1 })]);
    expect(res.value!.vfp.ports).toHaveLength(1);
  });

  it('fails on text without ports', () => {
    const res = parse('Name : x\n', 'x');
    expect(res.value).toBeUndefined();
    expect(res.errors[0]!.message).toMatch(/no vSwitch port/);
  });

  it('detects port lists only', () => {
    expect(detect(real(EXCERPT))).toBeGreaterThanOrEqual(0.9);
    expect(detect(ALL)).toBeGreaterThanOrEqual(0.9);
    expect(detect(real('get-hnsendpoint-list-calico-vxlan-rke2.txt'))).toBe(0);
    expect(detect(real('vfpctrl-list-rule-fw-admin-layer-sdn-host.txt'))).toBe(0);
  });
});
