// For tests: inputs that reach the warnings and errors of src/io the real corpus and its damaged
// copies do not reach, each named after what it shows (messages-io.corpus.ts runs them).

/** One file each, read through the importer (and replayed). */
export const CRAFTED_FILES: Record<string, string> = {};

/** Files read together (one node). */
export const CRAFTED_SETS: Record<string, [name: string, text: string][]> = {};

/** Share links (the part after `#/share/`). */
export const CRAFTED_LINKS: Record<string, string> = {};

/** Scenario files opened in Build mode. */
export const CRAFTED_SCENARIOS: Record<string, string> = {};

/** Redactions whose notes say where a guarantee could not be kept. */
export const CRAFTED_REDACTIONS: Record<string, { texts: string[]; names?: Record<string, string[]> }> = {};

/** Messages made at run time outside the readers: a worker that stopped, an exception turned into words. */
export const RUNTIME_MESSAGES: string[] = [];
