// What pktmon prints, as import formats (detected by content like every other): `pktmon etl2txt`
// text, `pktmon list`, `pktmon counters` (table or --json) — and the binary pcapng of `pktmon
// etl2pcap`, which the pipeline reads from bytes before any text decoding (PKTMON_PCAPNG).
import type { ObjectCounts } from '../../formats';
import type { ImportFormat } from '../../import/registry';
import type { ParseResult } from '../../result';
import type { Capture } from '../model';
import { parseCounters, detectCounters } from './counters';
import { detectEtl2txt, parseEtl2txt } from './etl2txt';
import { detectList, parseList } from './list';
import { isPcapng, parsePktmonPcapng } from './pcapng';

/**
 * What a capture holds, for the import summary: `components`; `events` and `drops` where the form
 * carries them. `drops` is the number of drop EVENTS for etl2txt and pcapng (a pcapng has none), and
 * the number of drop counter rows with a nonzero packet count for `pktmon counters`.
 */
export function countCapture(c: Capture): ObjectCounts {
  const out: ObjectCounts = { components: c.components.length };
  if (!c.lacks.includes('events')) out.events = c.events.length;
  if (!c.lacks.includes('drops')) {
    out.drops =
      c.form === 'pktmon-counters'
        ? c.counters.filter((k) => k.drops?.some((d) => d.packets > 0)).length
        : c.events.filter((e) => e.drop).length;
  }
  return out;
}

export const PKTMON_TXT_FORMAT: ImportFormat<Capture> = { id: 'pktmon-txt', detect: detectEtl2txt, parse: parseEtl2txt, count: countCapture };
export const PKTMON_LIST_FORMAT: ImportFormat<Capture> = { id: 'pktmon-list', detect: detectList, parse: parseList, count: countCapture };
export const PKTMON_COUNTERS_FORMAT: ImportFormat<Capture> = { id: 'pktmon-counters', detect: detectCounters, parse: parseCounters, count: countCapture };

/** The text capture formats. */
export const CAPTURE_FORMATS: readonly ImportFormat<Capture>[] = [PKTMON_TXT_FORMAT, PKTMON_LIST_FORMAT, PKTMON_COUNTERS_FORMAT];

/** A format read from bytes (a binary file), before the text decoding. */
export interface BinaryImportFormat<M> {
  readonly id: ImportFormat<M>['id'];
  detectBytes(bytes: Uint8Array): boolean;
  parseBytes(bytes: Uint8Array, file: string): ParseResult<M>;
  count(model: M): ObjectCounts;
}

export const PKTMON_PCAPNG: BinaryImportFormat<Capture> = { id: 'pktmon-pcapng', detectBytes: isPcapng, parseBytes: parsePktmonPcapng, count: countCapture };

export { Etl2txtReader, parseEtl2txt, detectEtl2txt } from './etl2txt';
export { parseList, detectList } from './list';
export { parseCounters, detectCounters } from './counters';
export { parsePktmonPcapng, isPcapng } from './pcapng';
export { parseFrameText } from './frame-text';
export { dropReason, dropReasonCode, dropReasonName, DROP_REASONS } from './drop-reasons';
