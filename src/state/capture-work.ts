// The capture store's heavy half (capture-store.ts), a chunk fetched with the first file: the
// importer reads the files, the aligner lines the walk up with them. Nothing here throws.
import type { Scenario } from '../cluster/scenario/schema';
import type { Trace } from '../core/trace/trace';
import { align } from '../io/align/align';
import { capturedSourcePort, packetTuple } from '../io/align/flows';
import { mergeCaptures, type MergedCapture } from '../io/align/merge';
import { alignMsg } from '../io/align/messages';
import { userMessage } from '../io/errors';
import { importFiles } from '../io/import';
import { MAX_CAPTURE_BYTES, type DerivedAlignment, type LoadedCaptureFile } from './capture-store';
import { simulationOf } from './simulation';

/** One file through the importer, never throwing. */
export function readCaptureFile(name: string, bytes: Uint8Array): LoadedCaptureFile {
  const size = bytes.byteLength;
  if (size > MAX_CAPTURE_BYTES) return { name, size, rows: [], captures: [], refused: { kind: 'tooBig' } };
  try {
    const r = importFiles([{ name, bytes }]);
    return { name, size, rows: r.files, captures: r.captures.map((c) => ({ file: c.file, capture: c.model })) };
  } catch (e) {
    return { name, size, rows: [], captures: [], refused: { kind: 'failed', message: userMessage(e, name) } };
  }
}

/** The alignment of a trace walked in `scenario` with the capture, as the app shows it. */
export function deriveAlignment(scenario: Scenario, trace: Trace, capture: MergedCapture): DerivedAlignment {
  const sim = simulationOf(scenario);
  if (sim instanceof Error) return { trace, error: sim.message };
  try {
    const alignment = align({ world: sim.world, trace, capture });
    for (const t of capture.truncated) alignment.notes.push(alignMsg('align.note.truncated', { file: t.file, line: t.line }));
    const port = capturedSourcePort(capture, packetTuple(trace.packet));
    return { trace, alignment, ...(port && !port.exact && trace.packet.srcPort !== undefined ? { otherSrcPort: { captured: port.srcPort, probe: trace.packet.srcPort } } : {}) };
  } catch (e) {
    return { trace, error: userMessage(e, 'the capture') };
  }
}

export const mergedOf = (files: readonly LoadedCaptureFile[]): MergedCapture | undefined => {
  const all = files.flatMap((f) => f.captures);
  return all.length ? mergeCaptures(all) : undefined;
};
