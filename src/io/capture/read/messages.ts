// What the capture readers (pktmon etl2txt text, `pktmon list`, `pktmon counters` as a table or
// --json, the pcapng of etl2pcap) say about a file, as message values (src/core/message.ts): English
// here, for the CLI, the import summary's `message` and tests; the UI renders the same ids in the
// user's language (src/ui/i18n/messages/capture.vi.ts). A problem carries both: `message` (this
// English) and `msg` (the value), so the import summary gains `id` and `args` beside `message`.
import { msg, render, type Msg, type MsgOf } from '../../../core/message';
import type { Problem } from '../../result';

export const CAPTURE_EN = {
  // etl2txt.ts
  'capture.etl2txt.longLine': (a: { n: number }) => `line ${a.n} is over 64 KB long: only its first 64 KB were read`,
  'capture.etl2txt.moreLongLines': (a: { n: number }) => `${a.n} more lines over 64 KB were cut the same way`,
  'capture.etl2txt.skipped': (a: { n: number }) => `line ${a.n} is not what pktmon etl2txt prints: skipped`,
  'capture.etl2txt.moreSkipped': (a: { n: number }) => `${a.n} more lines that pktmon does not print were skipped`,
  'capture.etl2txt.noHeaders': (a: { n: number }) => `the packet event at line ${a.n} has no headers line under it: its frame is unknown`,
  'capture.etl2txt.moreNoHeaders': (a: { n: number }) => `${a.n} more packet events have no headers line`,
  'capture.etl2txt.badHeaders': (a: { n: number; why: string }) => `the headers line ${a.n} could not be read (${a.why}): its event is kept without a frame`,
  'capture.etl2txt.moreBadHeaders': (a: { n: number }) => `${a.n} more headers lines could not be read`,
  'capture.etl2txt.truncated': (a: { n: number }) => `the file stops inside the packet event at line ${a.n} (truncated?): read up to it`,
  'capture.etl2txt.nothing': () => 'no packet event, component or counter in the file',
  'capture.etl2txt.headerOnly': () => 'only the trace header: pktmon logged no packet (check the filters and `pktmon start --capture`)',
  'capture.etl2txt.partUnread': () => 'part of the file could not be read and was skipped',
  'capture.etl2txt.endUnread': () => 'the end of the file could not be read and was skipped',
  // frame-text.ts: why a headers line under a packet event is not read (a `why` above)
  'capture.header.noMacs': () => 'no `MAC > MAC,` at the start of the headers line',
  'capture.header.stopsAfterMacs': () => 'the headers line stops after the addresses',
  'capture.header.noEthertype': () => 'no `ethertype …` after the addresses',
  'capture.header.badVlan': () => 'an 802.1Q tag without `vlan N, p N`',
  'capture.header.tooManyVlans': () => 'too many VLAN tags',
  'capture.header.noLength': () => 'no `length N:` after the ethertype',
  'capture.header.unreadable': () => 'unreadable',
  'capture.header.badAddress': (a: { addr: string; family: 'IPv4' | 'IPv6' }) => `\`${a.addr}\` is not an ${a.family} address, yet the line says \`ethertype ${a.family}\``,
  // list.ts
  'capture.list.skipped': (a: { n: number }) => `line ${a.n} is not a component row of pktmon list: skipped`,
  'capture.list.moreSkipped': (a: { n: number }) => `${a.n} more lines were skipped`,
  'capture.list.none': () => 'no component in the list',
  // counters.ts
  'capture.counters.skipped': (a: { n: number }) => `line ${a.n} is not a row of pktmon counters: skipped`,
  'capture.counters.moreSkipped': (a: { n: number }) => `${a.n} more lines were skipped`,
  'capture.counters.none': () => 'no counter in the table (all zero? `pktmon counters --zero` prints them)',
  'capture.counters.badJson': () => 'pktmon counters --json: not valid JSON',
  'capture.counters.noJsonComponent': () => 'pktmon counters --json: no component with counters found',
  // pcapng.ts
  'capture.pcapng.unreadable': () => 'the pcapng could not be read',
  'capture.pcapng.notPcapng': () => 'not a pcapng (no Section Header Block)',
  'capture.pcapng.truncated': (a: { at: number }) => `the pcapng stops inside a block at byte ${a.at} (truncated?): read up to it`,
  'capture.pcapng.tooMany': (a: { max: number }) => `more than ${a.max} packets: the rest were not read`,
  'capture.pcapng.loses': () =>
    "a pcapng loses the drop and component information (Microsoft's etl2pcap documentation says so): no drop reason, and a packet's component is known only from its interface",
  'capture.pcapng.losesDrops': () => "a pcapng loses the drop information (Microsoft's etl2pcap documentation says so): no drop reason; its interfaces name the components (their pktmon ids are lost)",
} as const;

export type CaptureMsg = MsgOf<typeof CAPTURE_EN>;
export const captureMsg = msg<typeof CAPTURE_EN>();

/** In English: the CLI, the import summary's `message`. */
export const captureText = (m: Msg): string => render([CAPTURE_EN], m);

/** A warning or error of a capture reader: the English and the value, at a line when there is one. */
export const captureProblem = (m: CaptureMsg, line?: number): Problem => ({ message: captureText(m), msg: m, ...(line !== undefined && { line }) });
