// The app's importer: a Web Worker (src/workers/import.ts) does the session's jobs; cancel ends the
// worker (and every job queued in it) and the next job starts a new one. A worker that fails (its
// script, or an uncaught error) rejects its jobs, which the session says in words.
// The worker keeps what it parsed under the keys given here; a new worker holds none of it, so a
// replay sends the bytes of the files (and the scenario) the current worker has not seen.
import type { AfterResult } from '../../state/compare-walk';
import { CANCELLED, JobFailed, newKey, workerFailed, type FileRead, type Importer, type ImportProgress, type Job } from '../../state/importer';
import type { ReplayOutcome } from '../../state/replay-outcome';
import { joinOutcome, readPart, type RulesPart, type SentOutcome } from '../../state/replay-transfer';
import type { ImportInput } from '../../io/import';
import type { ImportReply, JobRequest, SentInput } from '../../workers/import';
import { fileOfBytes } from './read-files';
import { readMsg } from '../../state/read-messages';

type Done = Extract<ImportReply, { kind: 'done' }>['value'];
interface Pending {
  resolve(value: Done): void;
  reject(e: Error): void;
  progress?(p: ImportProgress): void;
  /** A replay's rules, each part read in the task of its own message. */
  rules?(part: RulesPart, done: number, count: number): void;
}

/** A file as the worker is sent it: the file the bytes came from when there is one (no copy), else the bytes. */
function sent(input: ImportInput): SentInput {
  const file = fileOfBytes.get(input.bytes);
  return file ? { name: input.name, file } : input;
}

/** Omit over each member of a union (the built-in Omit would flatten it into one object). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a job request is, without the id the importer gives it. */
type Request = DistributiveOmit<JobRequest, 'id'>;

export function workerImporter(): Importer {
  let worker: Worker | undefined;
  let seq = 0;
  const pending = new Map<number, Pending>();
  // The keys whose models (files read, scenarios replayed) the current worker holds.
  const held = new Set<number>();
  const stop = (why: Error) => {
    worker?.terminate();
    worker = undefined;
    held.clear();
    for (const p of pending.values()) p.reject(why);
    pending.clear();
  };
  const start = () => {
    const w = new Worker(new URL('../../workers/import.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<ImportReply>) => {
      const reply = e.data;
      const p = pending.get(reply.id);
      if (!p) return;
      if (reply.kind === 'progress') return p.progress?.({ file: reply.file, done: reply.done, count: reply.count });
      if (reply.kind === 'rules') {
        let part: RulesPart;
        try {
          part = readPart(reply.part);
        } catch {
          return stop(workerFailed(readMsg('read.workerGarbled', {})));
        }
        return p.rules?.(part, reply.done, reply.count);
      }
      pending.delete(reply.id);
      if (reply.kind === 'done') p.resolve(reply.value);
      else p.reject(new JobFailed(reply.message, reply.msg));
    };
    w.onerror = (e) => {
      e.preventDefault();
      stop(workerFailed(readMsg('read.workerStopped', {})));
    };
    w.onmessageerror = () => stop(workerFailed(readMsg('read.workerGarbled', {})));
    return w;
  };
  const run = <T extends Done>(request: Request, progress?: Pending['progress'], rules?: Pending['rules']): Job<T> => {
    worker ??= start();
    const id = ++seq;
    const results = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (v) => resolve(v as T), reject, progress, rules });
    });
    worker.postMessage({ ...request, id } satisfies JobRequest);
    return { results, cancel: () => stop(new Error(CANCELLED)) };
  };
  const hold = (key: number) => {
    const had = held.has(key);
    held.add(key);
    return had;
  };
  return {
    read: (inputs, onProgress) => {
      const keys = inputs.map(() => newKey());
      const job = run<FileRead[]>({ kind: 'read', inputs: inputs.map(sent), keys }, onProgress);
      keys.forEach(hold);
      return job;
    },
    replay: (files, key, onReceived) => {
      const keyed = files.map(({ input, read }) => (hold(read.key) ? { key: read.key } : { key: read.key, input: sent(input) }));
      const parts: RulesPart[] = [];
      const posted = run<SentOutcome>({ kind: 'replay', files: keyed, key }, undefined, (part, done, count) => {
        parts.push(part);
        onReceived?.({ done: done + 1, count });
      });
      const job: Job<ReplayOutcome> = { results: posted.results.then((o) => joinOutcome(o, parts)), cancel: posted.cancel };
      hold(key);
      return job;
    },
    compareAfter: (before, inputs, probes, role) =>
      run<AfterResult>({ kind: 'after', before: hold(before.key) ? { key: before.key } : before, inputs: inputs.map(sent), probes, ...(role ? { role } : {}) }),
    forget: (keys) => {
      for (const k of keys) held.delete(k);
      worker?.postMessage({ kind: 'forget', keys: [...keys] });
    },
  };
}
