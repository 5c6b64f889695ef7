// A folder of what pktmon prints (etl2txt, list, counters, pcapng) is read as the four formats.
import { describe, expect, it } from 'vitest';
import { pcapngOf, synFrame } from '../capture/read/pcapng.testing';
import { detectFormat, importFiles } from '.';

const enc = (s: string) => new TextEncoder().encode(s);
const P = '[00]0000.0000::2024-04-02 10:26:58.753743400 [Microsoft-Windows-PktMon] ';
const TXT = `${P}Drop: PktGroupId 5, PktNumber 1, Appearance 2, Direction Rx , Type Ethernet , Component 135, Filter 1, DropReason Filtered VLAN , DropLocation 0xE0004135 , OriginalSize 74, LoggedSize 74 
\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 74: 10.244.1.5.50000 > 10.96.0.10.53: Flags [S], seq 1, win 64240, length 0
${P}Component 135, Type VmsExtPort , Name vmswitch.sys, Container NIC 1b5f3d52 
`;
const LIST = 'Network Adapters:\n   Id MAC Address       Name\n   -- -----------       ----\n    9 40-8D-5C-B5-46-51 Ethernet\n';
const COUNTERS = ` Id Name      Counter  Direction  Packets   Bytes | Direction  Packets   Bytes
 -- ----      -------  ---------  -------   ----- | ---------  -------   -----
  9 Ethernet  Upper    Rx           1,118 147,232 | Tx              34   4,668
  9 Ethernet  Drop     Rx               2     148 | Tx               0       0
`;

describe('pktmon files in an import', () => {
  it('detects the four formats and counts components, events and drops', () => {
    const r = importFiles([
      { name: 'node/pktmon.txt', bytes: enc(TXT) },
      { name: 'node/pktmon-list.txt', bytes: enc(LIST) },
      { name: 'node/pktmon-counters.txt', bytes: enc(COUNTERS) },
      { name: 'node/pktmon.pcapng', bytes: pcapngOf([''], [{ iface: 0, data: synFrame() }]) },
    ]);
    expect(r.files.map((f) => [f.format, f.objects, f.errors])).toEqual([
      ['pktmon-txt', { components: 1, events: 1, drops: 1 }, []],
      ['pktmon-list', { components: 1 }, []],
      ['pktmon-counters', { components: 1, drops: 1 }, []],
      ['pktmon-pcapng', { components: 0, events: 1 }, []],
    ]);
    expect(r.files[3]!.warnings[0]!.message).toMatch(/pcapng loses the drop and component information/);
    expect(r.captures.map((c) => c.format)).toEqual(['pktmon-txt', 'pktmon-list', 'pktmon-counters', 'pktmon-pcapng']);
    expect(r.dumps).toEqual([]);
    expect(detectFormat(TXT)).toBe('pktmon-txt');
  });

  it('still calls other binaries "not a known format (binary)"', () => {
    const r = importFiles([{ name: 'x.etl', bytes: new Uint8Array([0, 1, 2, 3, 0, 0, 0, 9]) }]);
    expect(r.files[0]!.warnings[0]!.message).toBe('not a known format (binary)');
  });
});
