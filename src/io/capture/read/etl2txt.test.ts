// etl2txt: the real fixtures' shapes and small texts written from the documented format.
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../import';
import { detectEtl2txt, Etl2txtReader, parseEtl2txt } from './etl2txt';

const P = '[01]36E0.37B0::2024-04-02 10:26:54.059070900 [Microsoft-Windows-PktMon] ';
const ev = (g: number, app: number, comp: number, extra = '') =>
  `${P}PktGroupId ${g}, PktNumber 1, Appearance ${app}, Direction Tx , Type Ethernet , Component ${comp}, Edge 1, Filter 1, OriginalSize 74, LoggedSize 74 ${extra}`;
const SYN = '\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 74: 10.244.1.5.50000 > 10.96.0.10.53: Flags [S], seq 1, win 64240, length 0';
const DEFAULT = [ev(1, 1, 57), SYN, ev(1, 2, 135), SYN].join('\n') + '\n';

describe('pktmon etl2txt', () => {
  it('is detected by content', () => {
    expect(detectEtl2txt(DEFAULT)).toBeGreaterThan(0.9);
    expect(detectEtl2txt('13:10:24.149071600 PktGroupId 1, PktNumber 1, Appearance 1, Component 13')).toBeGreaterThan(0.5);
    expect(detectEtl2txt('hello')).toBe(0);
  });

  it('reads the default form: fields, time, headers', () => {
    const r = parseEtl2txt(DEFAULT);
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual([]);
    const [a, b] = r.value!.events;
    expect(a).toMatchObject({ line: 1, groupId: '1', pktNumber: 1, appearance: 1, direction: 'Tx', type: 'Ethernet', component: 57, edge: 1, filter: 1, originalSize: 74, loggedSize: 74, ns: 0 });
    expect(a).not.toHaveProperty('time');
    expect(r.value!.startTime).toBe('2024-04-02 10:26:54.059070900');
    expect(a!.frame).toEqual({ srcMac: '00-15-5D-3A-AA-31', dstMac: '00-15-5D-C9-8C-0F', ethertype: 'ipv4', src: '10.244.1.5', dst: '10.96.0.10', srcPort: 50000, dstPort: 53, protocol: 'tcp', tcpFlags: 'S' });
    expect(b!.line).toBe(3);
  });

  it('keeps PktGroupId as text (beyond 2^53)', () => {
    expect(parseEtl2txt(ev(0, 1, 1).replace('PktGroupId 0', 'PktGroupId 281474976710694123') + '\n' + SYN).value!.events[0]!.groupId).toBe('281474976710694123');
  });

  it('reads a line with only a time, and ns between events', () => {
    const t = ['13:10:24.149071600 PktGroupId 7, PktNumber 1, Appearance 1, Direction Rx , Type Ethernet , Component 13, Edge 1, Filter 0, OriginalSize 98, LoggedSize 98', SYN, '13:10:24.149072600 PktGroupId 7, PktNumber 1, Appearance 2, Direction Rx , Type Ethernet , Component 14, Edge 1, Filter 0, OriginalSize 98, LoggedSize 98', SYN].join('\n');
    const e = parseEtl2txt(t).value!.events;
    expect(e.map((x) => x.ns)).toEqual([0, 1000]);
    expect(e[1]!.component).toBe(14);
  });

  it('reads drop events with reason and location (names and codes)', () => {
    const t = [
      `${P}Drop: PktGroupId 5, PktNumber 1, Appearance 2, Direction Rx , Type Ethernet , Component 135, Filter 1, DropReason Filtered VLAN , DropLocation 0xE0004135 , OriginalSize 74, LoggedSize 74 `,
      SYN,
      `${P}Drop: PktGroupId 6, PktNumber 1, Appearance 1, Direction Rx , Type Ethernet , Component 135, Filter 1, DropReason 23, DropLocation VmsPortDrop, OriginalSize 74, LoggedSize 74`,
      SYN,
    ].join('\n');
    const r = parseEtl2txt(t).value!;
    expect(r.events[0]!.drop).toEqual({ reason: 'Filtered VLAN', code: 9, location: '0xE0004135' });
    expect(r.events[1]!.drop).toEqual({ reason: 'MTU mismatch', code: 23, location: 'VmsPortDrop' });
  });

  it('reads the verbose metadata: components, properties, drop and flow counters', () => {
    const M = '[00]425C.34D8::2024-04-02 10:27:05.458537400 [Microsoft-Windows-PktMon] ';
    const t = [
      `${M}Component 135, Type VmsExtPort , Name vmswitch.sys, Container NIC 1b5f3d52 `,
      `${M}Property: Component 135, PhysAddress  = 0x00155D3AAA31 `,
      `${M}Property: Component 135, VMSwitchName  = cd9e5448 `,
      `${M}Property: Component 135, IfIndex  = 26 `,
      `${M}Drop Counters: Component 135, Direction In = Egress , Packets In 3, Bytes In 222, Direction Out = Ingress , Packets Out 0, Bytes Out 0 `,
      `${M}Flow Counters: Component 135, Edge Lower, Edge Id 1, Direction In = Rx , Packets In 10, Bytes In 1000, Direction Out = Tx , Packets Out 4, Bytes Out 400 `,
    ].join('\n');
    const c = parseEtl2txt(t).value!;
    expect(c.components).toEqual([{ id: 135, name: 'vmswitch.sys, Container NIC 1b5f3d52', type: 'VmsExtPort', mac: '00-15-5D-3A-AA-31', switchName: 'cd9e5448', ifIndex: 26, line: 1 }]);
    expect(c.counters).toEqual([
      { component: 135, line: 5, drops: [{ direction: 'Egress', packets: 3 }, { direction: 'Ingress', packets: 0 }] },
      { component: 135, line: 6, edge: 'Lower', rx: { packets: 10, bytes: 1000 }, tx: { packets: 4, bytes: 400 } },
    ]);
  });

  it('reads ICMP, UDP, ARP, VLAN, verbose and VXLAN header lines', () => {
    const h = (line: string) => parseEtl2txt(`${ev(1, 1, 1)}\n${line}`).value!.events[0]!.frame;
    expect(h('\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 98: 10.244.1.5 > 10.244.2.7: ICMP echo request, id 1, seq 1, length 64')).toMatchObject({ protocol: 'icmp', icmp: 'echo request', icmpId: 1, src: '10.244.1.5', dst: '10.244.2.7' });
    expect(h('\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 126: 192.168.137.126.56783 > 3.227.237.86.30004: UDP, length 84')).toMatchObject({ protocol: 'udp', srcPort: 56783, dstPort: 30004 });
    expect(h('\t00-15-5D-C9-8C-0F > FF-FF-FF-FF-FF-FF, ethertype ARP (0x0806), length 42: Request who-has 10.127.130.1 tell 10.127.130.9, length 28')).toMatchObject({ ethertype: 'arp', src: '10.127.130.9', dst: '10.127.130.1' });
    expect(h('\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype 802.1Q (0x8100), length 78: vlan 10, p 0, ethertype IPv4 (0x0800), 10.0.0.1.1 > 10.0.0.2.80: Flags [S.], seq 1, length 0')).toMatchObject({ vlan: 10, tcpFlags: 'S.', dstPort: 80 });
    const verbose = parseEtl2txt(`${ev(1, 1, 1)}\n\tB0-09-DA-94-1C-E5 > 00-03-2D-46-A5-AC, ethertype IPv4 (0x0800), length 89: (tos 0x0, ttl 64, id 18227, offset 0, flags [DF], proto UDP (17), length 75)\n\t    192.168.100.158.56236 > 192.168.100.1.53: 41239+ A? example.com. (47)`).value!.events[0]!.frame;
    expect(verbose).toMatchObject({ ttl: 64, ipId: 18227, df: true, protocol: 'udp', ipLength: 75, src: '192.168.100.158', srcPort: 56236, dstPort: 53 });
    const vx = parseEtl2txt(
      `${ev(1, 1, 1)}\n\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8C-0F, ethertype IPv4 (0x0800), length 124: 10.127.130.20.51234 > 10.127.130.21.4789: VXLAN, flags [I] (0x08), vni 4096\n\t02-11-22-33-44-55 > 02-66-77-88-99-AA, ethertype IPv4 (0x0800), length 74: 10.244.1.5.50000 > 10.244.2.7.80: Flags [S], seq 1, length 0`,
    ).value!.events[0]!.frame!;
    expect(vx).toMatchObject({ protocol: 'udp', dstPort: 4789, vni: 4096, inner: { src: '10.244.1.5', dst: '10.244.2.7', dstPort: 80, tcpFlags: 'S' } });
  });

  it('reads CRLF line ends the same', () => {
    expect(parseEtl2txt(DEFAULT.replace(/\n/g, '\r\n')).value).toEqual(parseEtl2txt(DEFAULT).value);
  });

  it('reads a UTF-16 file through the import pipeline', () => {
    const text = '\ufeff' + DEFAULT.replace(/\n/g, '\r\n');
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) [bytes[2 * i], bytes[2 * i + 1]] = [text.charCodeAt(i) & 255, text.charCodeAt(i) >> 8];
    const r = importFiles([{ name: 'pktmon.txt', bytes }]);
    expect(r.files[0]).toMatchObject({ format: 'pktmon-txt', objects: { components: 0, events: 2, drops: 0 }, errors: [] });
    expect(r.captures[0]!.model.events[0]!.frame?.dstPort).toBe(53);
  });

  it('says a cut file is truncated and keeps what came before', () => {
    const cutEvent = parseEtl2txt(DEFAULT + ev(2, 1, 57).slice(0, 120));
    expect(cutEvent.value!.events).toHaveLength(2);
    expect(cutEvent.value!.truncatedAt).toBe(5);
    expect(cutEvent.warnings.map((w) => w.message).join()).toMatch(/truncated\?/);
    const cutHeader = parseEtl2txt(`${ev(1, 1, 57)}\n\t00-15-5D-3A-AA-31 > 00-15-5D-C9-8`);
    expect(cutHeader.value!.events[0]!.frame).toBeUndefined();
    expect(cutHeader.value!.truncatedAt).toBe(1);
  });

  it('warns about garbage lines with their number, and a missing or garbled headers line', () => {
    const r = parseEtl2txt([ev(1, 1, 57), SYN, 'some junk pasted here', ev(1, 2, 58), ev(1, 3, 59), '\tnot a frame', ev(1, 4, 60), SYN].join('\n'));
    expect(r.errors).toEqual([]);
    expect(r.value!.events).toHaveLength(4);
    const w = r.warnings.map((x) => `${x.line}: ${x.message}`).join('\n');
    expect(w).toMatch(/3: line 3 is not what pktmon etl2txt prints/);
    expect(w).toMatch(/4: the packet event at line 4 has no headers line/);
    expect(w).toMatch(/6: the headers line 6 could not be read/);
    expect(r.value!.events[1]!.frame).toBeUndefined();
  });

  it('reads an empty or header-only file with a warning, not an error', () => {
    const head = '[00]0394.2410::2024-04-02 10:26:38.547829100 [MSNT_SystemTrace] Event: Header, BufferSize: 16777216, Version: 131082\n';
    expect(detectEtl2txt(head)).toBeGreaterThan(0.3);
    const r = parseEtl2txt(head);
    expect(r.errors).toEqual([]);
    expect(r.value!.events).toEqual([]);
    expect(r.warnings[0]!.message).toMatch(/only the trace header/);
    expect(parseEtl2txt('').value!.events).toEqual([]);
  });

  it('gives the same capture fed chunk by chunk', () => {
    const whole = parseEtl2txt(DEFAULT + DEFAULT);
    for (const size of [1, 7, 64]) {
      const r = new Etl2txtReader();
      const t = DEFAULT + DEFAULT;
      for (let i = 0; i < t.length; i += size) r.push(t.slice(i, i + size));
      expect(r.end()).toEqual(whole);
    }
  });

  // Speed is the bench's (import.pktmon.1MEvents.ms); here, that a big file read whole keeps every
  // event with its frame, in file order.
  it('reads 100,000 events, each with its frame', { timeout: 60_000 }, () => {
    const block = [ev(281474976710694, 1, 57), SYN, ev(281474976710694, 2, 135), SYN].join('\n') + '\n';
    const r = parseEtl2txt(block.repeat(50_000));
    const events = r.value!.events;
    expect(events).toHaveLength(100_000);
    expect(events.every((e) => e.frame?.tcpFlags === 'S' && e.groupId === '281474976710694')).toBe(true);
    expect(events.map((e) => e.component).slice(0, 4)).toEqual([57, 135, 57, 135]);
    expect(r.warnings).toEqual([]);
  });
});
