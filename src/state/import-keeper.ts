// What the page is given of a file read, and where the parsed models wait meanwhile. A 100k-rule
// dump parses into hundreds of thousands of objects: copied from the import worker to the page,
// they would hold its thread for seconds (structured cloning) and again for the garbage collector.
// So the importer keeps them under a key, and the page gets the import summary's rows (design.md)
// and the names of the files that made a model, which is all Import mode shows and needs to decide.
import { toSummary, type FileSummary, type ImportedFiles, type ImportInput } from '../io/import';

/** What a model read from a file is: a replay is built from dumps, Kubernetes objects or a scenario. */
export type ModelKind = 'dump' | 'cni' | 'kubernetes' | 'scenario';

/** The rows of the files read (the import summary's) and the files whose content made a model. */
export interface ReadSummary {
  files: FileSummary[];
  models: { file: string; kind: ModelKind }[];
}

/** One file given (a zip gives a row per member): its summary, and the key its models are kept under. */
export interface FileRead extends ReadSummary {
  key: number;
}

export const NOTHING_READ: ReadSummary = { files: [], models: [] };

/** The summary of what was read, exactly the contract's rows, without the models. */
function readSummary(key: number, imported: ImportedFiles): FileRead {
  const models = [
    ...imported.dumps.map((m) => ({ file: m.file, kind: 'dump' as const })),
    ...imported.cni.map((m) => ({ file: m.file, kind: 'cni' as const })),
    ...imported.kubernetes.map((m) => ({ file: m.file, kind: 'kubernetes' as const })),
    ...imported.scenarios.map((m) => ({ file: m.file, kind: 'scenario' as const })),
  ];
  return { key, files: toSummary(imported).files, models };
}

/** Several files' summaries as one, in order. */
export const mergeReads = (parts: readonly ReadSummary[]): ReadSummary => ({ files: parts.flatMap((p) => p.files), models: parts.flatMap((p) => p.models) });

/** Something a node can be rebuilt from: Windows dumps, Kubernetes objects or a scenario. */
export const canReplay = (read: ReadSummary): boolean => read.models.some((m) => m.kind !== 'cni');

/** The models of the files read, by key, where the importer runs (the worker, or in-process). */
export function keeper() {
  const models = new Map<number, ImportedFiles>();
  return {
    keep(key: number, imported: ImportedFiles): FileRead {
      models.set(key, imported);
      return readSummary(key, imported);
    },
    /** The models of these files, in order; a file whose models are not here (a new worker) is read again from its bytes. */
    take(files: readonly { key: number; input?: ImportInput }[], readAgain: (input: ImportInput) => ImportedFiles): ImportedFiles[] {
      return files.map(({ key, input }) => {
        let got = models.get(key);
        if (!got && input) models.set(key, (got = readAgain(input)));
        if (!got) throw new Error(`the file read under key ${key} is no longer held (add it again)`);
        return got;
      });
    },
    forget(keys: readonly number[]) {
      for (const k of keys) models.delete(k);
    },
  };
}
