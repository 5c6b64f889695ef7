// Hand the finding over: the Markdown evidence report (optionally redacted) and the pcapng of the
// walk, reply included, for Wireshark.
import { useState } from 'react';
import { fileStem, pcapngFor, reportFor } from '../../state/conclusions';
import type { Trace } from '../../core/trace/trace';
import { usePlayer } from '../app-context';
import { button } from '../common/controls';
import { downloadBytes } from '../common/download';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

export function HandOver({ trace }: { trace: Trace }) {
  const probe = usePlayer((s) => s.probe);
  const t = useT();
  const walked = usePlayer((s) => s.scenario);
  const [redact, setRedact] = useState(false);
  const [error, setError] = useState<string>();
  if (!probe || !walked) return null;
  const stem = fileStem(walked, probe);
  const report = () => {
    const r = reportFor(walked, probe, redact);
    if (!r.ok) return setError(r.message);
    setError(undefined);
    downloadBytes(new TextEncoder().encode(r.markdown), `${stem}${redact ? '-redacted' : ''}.md`, 'text/markdown');
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="hand-over">
      <button type="button" className={button} onClick={report}>
        {t('trace.hand.report')}
      </button>
      <label className="inline-flex items-center gap-1">
        <input type="checkbox" checked={redact} onChange={(e) => setRedact(e.target.checked)} /> {t('trace.hand.redacted')}
      </label>
      <button type="button" className={button} onClick={() => downloadBytes(pcapngFor(trace, walked), `${stem}.pcapng`, 'application/x-pcapng')}>
        {t('trace.hand.pcapng')}
      </button>
      {error && <p className="w-full text-rose-800 dark:text-rose-300">{error}</p>}
    </div>
  );
}
