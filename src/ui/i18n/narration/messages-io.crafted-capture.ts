// For tests: what pktmon prints (src/io/capture/read: etl2txt, list, counters, pcapng), damaged in
// the ways the capture readers name, that the real corpus and its damaged copies do not reach.

/** An etl2txt packet event line (group `g`), as pktmon prints it. */
const event = (g: number, extra = '') =>
  `[00]0000.0000::2024-04-02 10:26:58.${String(753743400 + g).padStart(9, '0')} [Microsoft-Windows-PktMon] PktGroupId ${g}, PktNumber 1, Appearance 1, Direction Tx , Type Ethernet , Component 74, Edge 1, Filter 2, OriginalSize 42, LoggedSize 42${extra}`;

const MACS = '00-15-5D-C9-8C-0F > 00-15-5D-C9-8C-10';

/** Each way a headers line can fail to read, one event each (five are shown, then how many more). */
const BAD_HEADERS = [
  'not the headers pktmon prints',
  MACS,
  `${MACS}, type IPv4, length 42`,
  `${MACS}, ethertype 802.1Q (0x8100), length 46: no tag here`,
  `${MACS}, ${'ethertype 802.1Q (0x8100), vlan 7, p 0, '.repeat(3)}ethertype IPv4 (0x0800), length 50: 10.0.0.1 > 10.0.0.2: ICMP echo request`,
  'still not a headers line',
  'nor this one',
];
const NO_LENGTH = `${MACS}, ethertype IPv4 (0x0800), 10.0.0.1 > 10.0.0.2: ICMP echo request`;
/** An address of the other family than the ethertype says (issue 31). */
const BAD_ADDRESS = `${MACS}, ethertype IPv6 (0x86dd), length 62: 10.0.0.1 > fd00::2: ICMP6, echo request, id 7, seq 1, length 8`;
const withHeaders = (lines: string[]) => lines.map((h, i) => `${event(100 + i)}\n\t${h}`).join('\n') + '\n';

/** Lines pktmon never prints, events with no headers line under them, the last event cut mid-line. */
const ETL_JUNK = [
  ...Array.from({ length: 7 }, (_, i) => `junk line ${i + 1} pasted into the capture`),
  ...Array.from({ length: 7 }, (_, i) => event(500 + i)),
  event(600),
  `\t${MACS}, ethertype ARP (0x0806), length 42: Reply 10.127.130.9 is-at 00-15-5D-C9-8C-0F, length 28`,
  '[00]0000.0000::2024-04-02 10:26:59.000000000 [Microsoft-Windows-PktMon] PktGroupId 700, PktNumber 1, Appearance 1, Direction Tx , Type Eth',
].join('\n');

/** Lines longer than pktmon prints (a paste that lost its line ends). */
const ETL_LONG = [event(1), `\t${MACS}, ethertype ARP (0x0806), length 42: ${'x'.repeat(70 * 1024)}`, ...Array.from({ length: 6 }, () => `pktmon ${'y'.repeat(70 * 1024)}`)].join('\n') + '\n';

/** A capture in which pktmon logged no packet: the trace header alone, and one with pktmon's filter lines only. */
const ETL_HEADER_ONLY = '[00]0F30.1D2C::2024-04-02 10:26:38.547829100 [MSNT_SystemTrace] Event: Header, BufferSize 65536, Version 83951626\n';
const ETL_FILTERS_ONLY = '[00]0F30.1D2C::2024-04-02 10:26:38.547829100 [Microsoft-Windows-PktMon] Filter 1: Name f1, IP 10.0.0.4\n';

/** `pktmon counters` with lines that are no row, and one with no counter at all. */
const COUNTERS_HEAD = `   Id Name                 Counter  Direction  Packets   Bytes | Direction  Packets   Bytes
   -- ----                 -------  ---------  -------   ----- | ---------  -------   -----
`;
const COUNTERS_JUNK = `${COUNTERS_HEAD}   10 Intel(R) Ether...    Upper    Rx             118 147,232 | Tx              34   4,668
                           Lower    Rx             118 147,232 | Tx              34   4,668
${Array.from({ length: 7 }, (_, i) => `      not a row ${i + 1}`).join('\n')}
                           Lower    Rx             many lots | Tx              34   4,668
`;

/** `pktmon list` with lines that are no component row, and one with sections but no row. */
const LIST_JUNK = `Network Adapters:
   Id MAC Address       Name
   -- -----------       ----
    9 40-8D-5C-B5-46-51 Intel(R) Ethernet Connection (2) I219-V #2
${Array.from({ length: 7 }, (_, i) => `    junk ${i + 1}`).join('\n')}
`;
const LIST_NONE = `Network Switches:
   Id Name
   -- ----

Network Adapters:
   Id MAC Address       Name
   -- -----------       ----
`;

/** A little-endian pcapng: a Section Header Block, interfaces (named when given) and Enhanced Packet Blocks. */
function pcapng(ifaces: (string | undefined)[], packets: number): Uint8Array {
  const out: number[] = [];
  const u16 = (v: number) => [v & 255, (v >>> 8) & 255];
  const u32 = (v: number) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24];
  const pad = (b: number[]) => [...b, ...Array((4 - (b.length % 4)) % 4).fill(0)];
  const block = (type: number, body: number[]) => out.push(...u32(type), ...u32(body.length + 12), ...body, ...u32(body.length + 12));
  block(0x0a0d0d0a, [...u32(0x1a2b3c4d), ...u16(1), ...u16(0), ...u32(0xffffffff), ...u32(0xffffffff)]);
  for (const name of ifaces) {
    const opts = name === undefined ? [] : [...u16(2), ...u16(name.length), ...pad([...name].map((c) => c.charCodeAt(0))), 0, 0, 0, 0];
    block(1, [...u16(1), ...u16(0), ...u32(0), ...opts]);
  }
  // An ARP request: broadcast, from 00-15-5D-C9-8C-0F, who has 10.0.0.2 tell 10.0.0.1.
  const arp = [...Array(6).fill(255), 0, 0x15, 0x5d, 0xc9, 0x8c, 0x0f, 8, 6, 0, 1, 8, 0, 6, 4, 0, 1, 0, 0x15, 0x5d, 0xc9, 0x8c, 0x0f, 10, 0, 0, 1, ...Array(6).fill(0), 10, 0, 0, 2];
  for (let i = 0; i < packets; i++) block(6, [...u32(i % ifaces.length), ...u32(0), ...u32(1000 + i), ...u32(arp.length), ...u32(arp.length), ...pad(arp)]);
  return new Uint8Array(out);
}

const PCAPNG = pcapng([undefined], 3);
/** A block header at the very end whose length (12) leaves no room for its fields: the reader's bounds fail. */
const PCAPNG_BROKEN = new Uint8Array([...PCAPNG, 6, 0, 0, 0, 12, 0, 0, 0, 12, 0, 0, 0]);

/** Capture files, read through the importer. */
export const CAPTURE_FILES: Record<string, string | Uint8Array> = {
  'pktmon-bad-headers.txt': withHeaders(BAD_HEADERS),
  'pktmon-no-length.txt': withHeaders([NO_LENGTH]),
  'pktmon-bad-address.txt': withHeaders([BAD_ADDRESS]),
  'pktmon-junk.txt': ETL_JUNK,
  'pktmon-long-lines.txt': ETL_LONG,
  'pktmon-header-only.txt': ETL_HEADER_ONLY,
  'pktmon-filters-only.txt': ETL_FILTERS_ONLY,
  'pktmon-counters-junk.txt': COUNTERS_JUNK,
  'pktmon-counters-none.txt': COUNTERS_HEAD,
  'pktmon-counters-bad.json': '{ "Components": [ { "Id": 10, "Counters": [ ',
  'pktmon-counters-none.json': '{ "Components": [], "Counters": [] }',
  'pktmon-list-junk.txt': LIST_JUNK,
  'pktmon-list-none.txt': LIST_NONE,
  'pktmon.pcapng': PCAPNG,
  'pktmon-per-component.pcapng': pcapng(['vmswitch.sys', 'Container NIC 1b5f3d52'], 2),
  'pktmon-cut.pcapng': PCAPNG.slice(0, PCAPNG.length - 20),
  'pktmon-cut-in-header.pcapng': PCAPNG.slice(0, PCAPNG.length - 76 + 8),
  'pktmon-broken.pcapng': PCAPNG_BROKEN,
};
