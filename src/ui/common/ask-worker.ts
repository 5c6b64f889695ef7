// One question to a worker started for it: its answer, or a rejection when it cannot start, fails,
// answers what cannot be read, or (with `patienceMs`) stays silent — a worker killed for memory says
// nothing. The worker ends either way. The caller starts it (`new Worker(new URL(…))` must stay at
// the call site for the bundler to find the worker's module).
export function askWorker<Reply>(start: () => Worker, message: unknown, { patienceMs, transfer = [] }: { patienceMs?: number; transfer?: Transferable[] } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let w: Worker;
    try {
      w = start();
    } catch (e) {
      return reject(e instanceof Error ? e : new Error(String(e)));
    }
    const timer = patienceMs === undefined ? undefined : setTimeout(() => fail('the worker did not answer'), patienceMs);
    const done = () => {
      clearTimeout(timer);
      w.terminate();
    };
    const fail = (why: string) => {
      done();
      reject(new Error(why));
    };
    w.onmessage = (e: MessageEvent<Reply>) => {
      done();
      resolve(e.data);
    };
    w.onmessageerror = () => fail('the worker answered what could not be read');
    w.onerror = (e) => fail(e.message || 'the worker could not start');
    w.postMessage(message, transfer);
  });
}
