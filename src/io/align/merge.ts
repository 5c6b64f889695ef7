// One capture from the files of one run: the etl2txt events, the components `pktmon list` printed
// (or the text's own component lines), the counters. A component listed twice keeps every field
// either file gave; each event keeps the file it came from.
import type { Capture, CaptureComponent, CaptureForm } from '../capture/model';

export interface CaptureFile {
  file: string;
  capture: Capture;
}

export interface MergedCapture extends Capture {
  /** The files that stop inside an event, with the line. */
  truncated: { file: string; line: number }[];
  files: string[];
}

const RANK: Record<CaptureForm, number> = { 'pktmon-txt': 0, 'pktmon-pcapng': 1, 'pktmon-list': 2, 'pktmon-counters': 3 };

export function mergeCaptures(files: readonly CaptureFile[]): MergedCapture {
  const sorted = [...files].sort((a, b) => RANK[a.capture.form] - RANK[b.capture.form]);
  const components = new Map<number, CaptureComponent>();
  const out: MergedCapture = { form: sorted[0]?.capture.form ?? 'pktmon-txt', components: [], events: [], counters: [], lacks: [], truncated: [], files: sorted.map((f) => f.file) };
  const withEvents = sorted.filter((f) => f.capture.events.length);
  for (const { file, capture } of sorted) {
    for (const c of capture.components) {
      const had = components.get(c.id);
      // The file read first (the capture's own text) wins; a later one fills what it left out.
      components.set(c.id, had ? { ...c, ...Object.fromEntries(Object.entries(had).filter(([, v]) => v !== undefined && v !== '')) } : c);
    }
    for (const e of capture.events) out.events.push(sorted.length > 1 ? { ...e, file } : e);
    out.counters.push(...capture.counters);
    if (capture.truncatedAt !== undefined) out.truncated.push({ file, line: capture.truncatedAt });
  }
  out.components = [...components.values()].sort((a, b) => a.id - b.id);
  // What the events' own files could not carry, unless another file of the set carries it.
  const lacks = new Set(withEvents.flatMap((f) => f.capture.lacks));
  if (out.components.length) lacks.delete('components');
  out.lacks = [...lacks];
  if (withEvents.length && withEvents.every((f) => f.capture.form === 'pktmon-pcapng')) out.form = 'pktmon-pcapng';
  return out;
}
