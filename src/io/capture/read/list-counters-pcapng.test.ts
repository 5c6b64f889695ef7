// pktmon list, pktmon counters (table and --json) and the pcapng of pktmon etl2pcap.
import { describe, expect, it } from 'vitest';
import { countCapture } from '.';
import { detectCounters, parseCounters } from './counters';
import { detectList, parseList } from './list';
import { isPcapng, parsePktmonPcapng } from './pcapng';
import { pcapngOf, synFrame } from './pcapng.testing';

const LIST = `Network Switches:
   Id Name
   -- ----
   65 Default Switch
          Id MAC Address       Name
          -- -----------       ----
          67 00-15-5D-1E-6B-2E Container NIC 1b5f3d52
          66 00-15-5D-1E-6B-2D Default Switch

Network Adapters:
   Id MAC Address       Name
   -- -----------       ----
    9 40-8D-5C-B5-46-51 Intel(R) Ethernet Connection (2) I219-V #2
`;

describe('pktmon list', () => {
  it('reads sections, MACs and the ports under their switch', () => {
    expect(detectList(LIST)).toBeGreaterThan(0.8);
    const c = parseList(LIST).value!;
    expect(c.components.map((x) => [x.id, x.type, x.mac, x.switchId, x.name])).toEqual([
      [65, 'Network Switches', undefined, undefined, 'Default Switch'],
      [67, 'Network Switches', '00-15-5D-1E-6B-2E', 65, 'Container NIC 1b5f3d52'],
      [66, 'Network Switches', '00-15-5D-1E-6B-2D', 65, 'Default Switch'],
      [9, 'Network Adapters', '40-8D-5C-B5-46-51', undefined, 'Intel(R) Ethernet Connection (2) I219-V #2'],
    ]);
    expect(countCapture(c)).toEqual({ components: 4 });
  });
  it('reads --all sections and CRLF', () => {
    const c = parseList(`${LIST}\nProtocols:\n   Id Name\n   -- ----\n   12 TCPIP\n`.replace(/\n/g, '\r\n')).value!;
    expect(c.components.at(-1)).toMatchObject({ id: 12, type: 'Protocols', name: 'TCPIP' });
  });
});

const TABLE = ` Id Name                  Counter  Direction  Packets   Bytes | Direction  Packets   Bytes
 -- ----                  -------  ---------  -------   ----- | ---------  -------   -----
 10 Intel(R) Ether...     Upper    Rx             118 147,232 | Tx              34   4,668
                          Lower    Rx             118 147,232 | Tx              34   4,668
 12 Container NIC 1b5f    Drop     Rx               3     222 | Tx               0       0  MTU mismatch
 13 vEthernet (nat)       Drop     Rx               0       0 | Tx               0       0
`;

describe('pktmon counters', () => {
  it('reads edge rows, thousand separators and drop rows with their reason', () => {
    expect(detectCounters(TABLE)).toBeGreaterThan(0.9);
    expect(detectList(TABLE)).toBe(0);
    const c = parseCounters(TABLE).value!;
    expect(c.components.map((x) => x.id)).toEqual([10, 12, 13]);
    expect(c.counters[0]).toMatchObject({ component: 10, edge: 'Upper', rx: { packets: 118, bytes: 147232 }, tx: { packets: 34, bytes: 4668 } });
    expect(c.counters[1]).toMatchObject({ component: 10, edge: 'Lower' });
    expect(c.counters[2]!.drops).toEqual([
      { direction: 'Rx', packets: 3, reason: 'MTU mismatch' },
      { direction: 'Tx', packets: 0, reason: 'MTU mismatch' },
    ]);
    expect(countCapture(c)).toEqual({ components: 3, drops: 1 });
  });
  it('reads --json', () => {
    const json = JSON.stringify([{ Group: 'Intel(R) Ethernet', Components: [{ Id: 10, Name: 'Intel(R) Ethernet', Counters: [{ Type: 'Flow', Edge: 'Upper', Inbound: { Packets: 5, Bytes: 500 }, Outbound: { Packets: 2, Bytes: 100 } }, { Type: 'Drop', Inbound: { Packets: 1, Bytes: 60, DropReason: 'Filtered VLAN' }, Outbound: { Packets: 0, Bytes: 0 } }] }] }]);
    expect(detectCounters(json)).toBeGreaterThan(0.5);
    const c = parseCounters(json).value!;
    expect(c.counters[0]).toMatchObject({ component: 10, edge: 'Upper', rx: { packets: 5, bytes: 500 } });
    expect(c.counters[1]!.drops![0]).toEqual({ direction: 'Inbound', packets: 1, reason: 'Filtered VLAN' });
    expect(countCapture(c)).toEqual({ components: 1, drops: 1 });
    expect(parseCounters('{ not json').errors).toHaveLength(1);
  });
});

describe('pktmon pcapng', () => {
  it('is recognised by its Section Header Block and read frame by frame', () => {
    const bytes = pcapngOf([''], [{ iface: 0, data: synFrame() }]);
    expect(isPcapng(bytes)).toBe(true);
    expect(isPcapng(new Uint8Array([1, 2, 3]))).toBe(false);
    const r = parsePktmonPcapng(bytes);
    const c = r.value!;
    expect(c.lacks).toEqual(['components', 'drops']);
    expect(r.warnings[0]!.message).toMatch(/loses the drop and component information/);
    expect(c.events[0]!.frame).toMatchObject({ src: '10.244.1.5', dst: '10.96.0.10', srcPort: 50000, dstPort: 53, protocol: 'tcp', tcpFlags: 'S', ttl: 128, df: true, ipId: 0x1234 });
    expect(countCapture(c)).toEqual({ components: 0, events: 1 });
    expect(c.events[0]!.time).toBe('1970-01-01 00:00:01.000000000');
  });
  it('takes per-component interfaces as components, and says a cut file is truncated', () => {
    const bytes = pcapngOf(['Container NIC 1b5f3d52', 'vmswitch.sys, cbr0_ep'], [{ iface: 1, data: synFrame() }]);
    const c = parsePktmonPcapng(bytes).value!;
    expect(c.components.map((x) => x.name)).toEqual(['Container NIC 1b5f3d52', 'vmswitch.sys, cbr0_ep']);
    expect(c.events[0]!.component).toBe(1);
    expect(c.lacks).toEqual(['drops']);
    const cut = parsePktmonPcapng(bytes.slice(0, bytes.length - 10));
    expect(cut.value!.truncatedAt).toBe(1);
    expect(cut.warnings.map((w) => w.message).join()).toMatch(/truncated\?/);
  });
});
