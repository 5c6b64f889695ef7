// The histogram's counts for a request: computed at once for small N, in a Web Worker above
// WORKER_THRESHOLD flows; a newer request supersedes an older one still being counted.
import { useEffect, useMemo, useRef, useState } from 'react';
import { histogram, WORKER_THRESHOLD, type HistogramRequest } from '../../state/lb-explore';
import type { HistogramReply } from '../../workers/lb-histogram';

export function useHistogram(req: HistogramRequest): { counts?: number[]; busy: boolean; offThread: boolean } {
  const offThread = req.flows > WORKER_THRESHOLD;
  const key = JSON.stringify(req);
  const [result, setResult] = useState<{ key: string; counts: number[] }>();
  const worker = useRef<Worker | undefined>(undefined);
  const seq = useRef(0);

  useEffect(() => {
    if (!offThread) return;
    if (!worker.current) worker.current = new Worker(new URL('../../workers/lb-histogram.ts', import.meta.url), { type: 'module' });
    const id = ++seq.current;
    const w = worker.current;
    const onMessage = (e: MessageEvent<HistogramReply>) => {
      if (e.data.id === id) setResult({ key, counts: e.data.counts });
    };
    w.addEventListener('message', onMessage);
    w.postMessage({ ...(JSON.parse(key) as HistogramRequest), id });
    return () => w.removeEventListener('message', onMessage);
  }, [key, offThread]);

  useEffect(() => () => worker.current?.terminate(), []);

  const inline = useMemo(() => (offThread ? undefined : histogram(JSON.parse(key) as HistogramRequest)), [key, offThread]);
  if (inline) return { counts: inline, busy: false, offThread };
  return { counts: result?.key === key ? result.counts : undefined, busy: result?.key !== key, offThread };
}
