// The load-balancing decision drawn by its band: the hash of the packet's fields, and a line from
// it to the backend it chose; the other backends stay in the row, dimmed.
import type { LoadBalancing } from '../../../core/trace/trace';
import { ScaleIcon } from '../../common/icons';
import { useT } from '../../i18n/use-t';
import type { Key } from '../../i18n/t';
import '../../i18n/words/trace-en';

const who = (b: { ip: string; port: number; endpoint?: string }) => b.endpoint?.replace(/^pod\/(default\/)?/, '') ?? b.ip;

const DISTRIBUTION: Record<string, Key> = { none: 'trace.lbline.tuple', sourceIpProtocol: 'trace.lbline.srcIpProto', sourceIp: 'trace.lbline.srcIp' };

export function LbLine({ lb }: { lb: LoadBalancing }) {
  const t = useT();
  const d = DISTRIBUTION[lb.distribution];
  return (
    <div className="mt-1 flex h-[68px] items-center gap-0 rounded-md border border-sky-300 bg-sky-50 px-2 dark:border-sky-700 dark:bg-sky-950/50" data-testid="band-lb">
      <div className="shrink-0 leading-5" data-testid="band-lb-hash">
        <div className="flex items-center gap-1 text-[13px] font-semibold text-sky-800 dark:text-sky-300">
          <ScaleIcon width={14} height={14} /> {t('trace.lbline.hashOf', { what: d ? t(d) : lb.distribution })}
        </div>
        <div className="font-mono text-[12px]">{lb.hashInput}</div>
        <div className="font-mono text-[12px]">
          = {lb.hash} → {t('trace.lbline.of', { n: lb.chosen.index + 1, count: lb.backends.length })}
        </div>
      </div>
      <div className="relative mx-2 h-0.5 min-w-8 flex-1 bg-sky-600" aria-hidden="true">
        <span className="absolute -top-[7px] -right-1 text-sky-600">▶</span>
      </div>
      <ol className="flex shrink-0 items-center gap-1.5">
        {lb.backends.map((b, i) => (
          <li
            key={`${b.ip}:${b.port}`}
            className={`rounded-md border-2 px-1.5 leading-5 ${i === lb.chosen.index ? 'border-sky-600 bg-white font-semibold shadow dark:bg-slate-900' : 'border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400'}`}
            data-chosen={i === lb.chosen.index || undefined}
          >
            <div className="text-[13px]">{who(b)}</div>
            <div className="font-mono text-[12px]">{b.ip.includes(':') ? `[${b.ip}]:${b.port}` : `${b.ip}:${b.port}`}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}
