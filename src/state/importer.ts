// Who reads the files of the import session: in-process (tests, and until a worker is given) or a
// Web Worker (the app: the page stays responsive). Each file given is read on its own, once: adding
// a file reads only that file, and the session keeps every file's result.
import { userMessage } from '../io/errors';
import { importFiles, type ImportedFiles, type ImportInput } from '../io/import';

export interface ImportProgress {
  /** The file being read. */
  file: string;
  /** Files of this batch already read, and how many there are. */
  done: number;
  count: number;
}

export interface ImportJob {
  /** Each input's result, in the order given; rejects only when cancelled. */
  results: Promise<ImportedFiles[]>;
  cancel(): void;
}

export interface Importer {
  read(inputs: readonly ImportInput[], onProgress: (p: ImportProgress) => void): ImportJob;
}

export const EMPTY_IMPORT: ImportedFiles = { files: [], cni: [], kubernetes: [], scenarios: [], dumps: [] };

/** One file read on its own; the importer never throws by contract, and should it, the row says so. */
export function readOne(input: ImportInput): ImportedFiles {
  try {
    return importFiles([input]);
  } catch (e) {
    return { ...EMPTY_IMPORT, files: [{ file: input.name, format: null, objects: {}, warnings: [], errors: [{ message: userMessage(e, input.name) }] }] };
  }
}

/** The results of several files as one, in order. */
export function mergeImports(parts: readonly ImportedFiles[]): ImportedFiles {
  return {
    files: parts.flatMap((p) => p.files),
    cni: parts.flatMap((p) => p.cni),
    kubernetes: parts.flatMap((p) => p.kubernetes),
    scenarios: parts.flatMap((p) => p.scenarios),
    dumps: parts.flatMap((p) => p.dumps),
  };
}

export const CANCELLED = 'cancelled';
