// The formats the importer knows, as one interface: recognise by content, parse, count. The Windows
// dump formats (src/io/dumps) and ours (CNI, Kubernetes, scenario) all fit it; the pipeline takes
// the list as a parameter, so a format is added by adding an entry, not by editing the pipeline.
import type { FormatId, ObjectCounts } from '../formats';
import type { ParseResult } from '../result';

export interface ImportFormat<M> {
  readonly id: FormatId;
  /** 0 (not this format) .. 1 (certainly this format). Must not throw. */
  detect(text: string): number;
  /** Never throws (parsers return errors as values); the pipeline guards it anyway. */
  parse(text: string, file: string): ParseResult<M>;
  count(model: M): ObjectCounts;
}

/** Below this, a detector's guess is not taken: the file is reported as no known format. */
export const MIN_CONFIDENCE = 0.3;

export interface Detection {
  id: FormatId;
  score: number;
}

/** The most confident detector wins; on a tie, the one listed first. Detectors that throw are ignored. */
export function detectAmong(formats: readonly { id: FormatId; detect(text: string): number }[], text: string): Detection | undefined {
  let best: Detection | undefined;
  for (const f of formats) {
    let score: number;
    try {
      score = f.detect(text);
    } catch {
      score = 0;
    }
    if (Number.isFinite(score) && score >= MIN_CONFIDENCE && (!best || score > best.score)) best = { id: f.id, score };
  }
  return best;
}
