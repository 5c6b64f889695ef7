// A trace's outcome in a few words: delivered (and to whom) or dropped (and the reason code),
// with its icon and colour.
import type { Trace } from '../../core/trace/trace';
import { CheckIcon, CrossIcon } from '../common/icons';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

const short = (ref: string) => ref.replace(/^(pod|service)\/default\//, '$1/');

export function Outcome({ trace }: { trace: Trace }) {
  const v = trace.request.verdict;
  const ok = v.outcome === 'delivered';
  const t = useT();
  return (
    <span className={`inline-flex min-w-0 items-center gap-1 ${ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`} data-outcome={v.outcome}>
      {ok ? <CheckIcon width={14} height={14} className="shrink-0" /> : <CrossIcon width={14} height={14} className="shrink-0" />}
      <span className="truncate">
        {t(`trace.outcome.${v.outcome}`)}
        {ok && trace.request.delivered ? ` ${t('trace.outcome.to', { who: short(trace.request.delivered.endpoint) })}` : ''}
        {v.reason ? ` ${v.reason}` : ''}
      </span>
    </span>
  );
}
