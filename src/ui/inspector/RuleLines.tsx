// A group's rules in priority order for one packet: each condition passed (✓) or failed (✕) with
// what the rule needs and what the packet has; the winner with its flags and action; long runs
// collapsed with their count, so a group of thousands of rules stays readable.
import type { ConditionCheck } from '../../core/vfp/match';
import type { Action } from '../../core/vfp/model';
import type { RuleLine, RuleSlot } from '../../state/pipeline';
import { formatIp, formatIpv4 } from '../../core/net/ip';
import { CheckIcon, CrossIcon } from '../common/icons';
import { linkButton } from '../common/controls';
import { useT, type T } from '../i18n/use-t';
import { groupDigits } from '../common/group-digits';
import '../i18n/words/trace-en';

export function Checks({ checks }: { checks: ConditionCheck[] }) {
  const t = useT();
  if (checks.length === 0) return <div className="text-sm text-slate-600 dark:text-slate-400">{t('trace.rules.noConditions')}</div>;
  return (
    <ul className="space-y-0.5">
      {checks.map((c) => (
        <li key={c.label} className={`flex items-start gap-1 text-sm ${c.pass ? '' : 'text-rose-800 dark:text-rose-300'}`} data-pass={c.pass}>
          {c.pass ? <CheckIcon width={14} height={14} className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-400" /> : <CrossIcon width={14} height={14} className="mt-0.5 shrink-0 text-rose-700 dark:text-rose-400" />}
          <span className="sr-only">{t(c.pass ? 'trace.rules.passes' : 'trace.rules.fails')}:</span>
          <span className="min-w-0">
            {c.label} <code className="font-mono text-xs break-words">{c.expected}</code>
            <span className="text-slate-600 dark:text-slate-400"> {t('trace.rules.packet')} </span>
            <code className="font-mono text-xs">{c.actual}</code>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** An action in the words vfpctrl uses, with its arguments. */
function actionText(a: Action, t: T): string {
  switch (a.type) {
    case 'lbnat':
      return `lbnat · ${t('trace.rules.backends', { n: a.backends.length })} · distribution ${a.distribution}${a.preserveDip ? ' · preserve DIP' : ''}`;
    case 'encap':
      return `encap · VXLAN VNI ${a.vni} to PA ${formatIpv4(a.pa)}`;
    case 'route-encap':
      return `route-encap · ${t('trace.rules.toMgmt')} ${formatIpv4(a.to)}`;
    case 'dynnat':
      return `dynnat (SNAT) · pool ${a.pool.name} ${formatIp(a.pool.ip)}:${a.pool.lo}-${a.pool.hi}`;
    case 'nat':
      return `nat${a.src !== undefined ? ` · ${t('trace.rules.source')} → ${formatIp(a.src)}` : ''}${a.dst !== undefined ? ` · ${t('trace.rules.destination')} → ${formatIp(a.dst)}${a.dstPort ? `:${a.dstPort}` : ''}` : ''}`;
    case 'mac-rewrite':
      return `mac-rewrite${a.dstMac ? ` · ${t('trace.rules.dstMac')} → ${a.dstMac}` : ''}`;
    default:
      return a.type;
  }
}

function Rule({ line }: { line: RuleLine }) {
  const r = line.rule;
  const t = useT();
  const block = r.action.type === 'block';
  const edge = line.winner ? (block ? 'border-2 border-rose-500 bg-rose-50 dark:bg-rose-950/40' : 'border-2 border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40') : 'border border-slate-200 dark:border-slate-700';
  return (
    <li className={`rounded-md p-1.5 ${edge}`} data-testid={line.winner ? 'winning-rule' : undefined} data-rule={r.friendlyName ?? r.id}>
      <div className="flex items-baseline justify-between gap-2">
        <code className="min-w-0 truncate font-mono text-xs font-semibold" title={r.id}>
          <span className="text-slate-600 dark:text-slate-400">#{line.rank} </span>
          {r.friendlyName ?? r.id}
        </code>
        <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">{t('trace.vfp.priority', { n: r.priority })}</span>
      </div>
      {line.winner && (
        <div className={`my-0.5 flex flex-wrap items-center gap-x-2 text-sm font-semibold ${block ? 'text-rose-800 dark:text-rose-300' : 'text-emerald-800 dark:text-emerald-300'}`}>
          {block ? <CrossIcon width={14} height={14} /> : <CheckIcon width={14} height={14} />}
          {t('trace.rules.winner')} {actionText(r.action, t)}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {t('trace.rules.flags', { flags: r.flags.raw })}
            {r.flags.terminating ? ` · ${t('trace.rules.terminating')}` : ''}
            {r.flags.stateful ? ` · ${t('trace.vfp.stateful')}` : ''}
          </span>
        </div>
      )}
      {!line.winner && (
        <div className="text-sm text-slate-600 dark:text-slate-400">
          {actionText(r.action, t)}
          {line.pass ? ` ${t('trace.rules.alsoMatches')}` : ''}
        </div>
      )}
      <Checks checks={line.checks} />
    </li>
  );
}

export function RuleLines({ slots, onMore }: { slots: RuleSlot[]; onMore(): void }) {
  const t = useT();
  return (
    <ol className="space-y-1">
      {slots.map((s) =>
        s.kind === 'rule' ? (
          <Rule key={s.line.rule.id} line={s.line} />
        ) : (
          <li key={`gap-${s.from}`} className="flex items-center justify-between rounded-md border border-dashed border-slate-300 px-2 py-1 text-sm text-slate-600 dark:border-slate-600 dark:text-slate-400" data-testid="collapsed-rules">
            <span>
              {t('trace.rules.collapsed', { count: groupDigits(s.count), from: s.from + 1, to: s.from + s.count })}
              {s.matching ? t('trace.rules.someMatching', { n: s.matching }) : t('trace.rules.noneMatching')}
            </span>
            <button type="button" className={linkButton} onClick={onMore}>
              {t('trace.rules.more')}
            </button>
          </li>
        ),
      )}
    </ol>
  );
}
