// A port's VFP layers, groups and rules in evaluation order, as vfpctrl /list-rule would show them:
// each rule with its priority, flags, action, conditions, where it came from (HNS object ←
// Kubernetes object), what the current trace counted on it and, for an imported node, the counters
// the node printed. A filter narrows a
// real node's thousands of rules to the ones that matter.
import { useDeferredValue, useMemo, useState } from 'react';
import type { Direction, Port, Rule } from '../../core/vfp/model';
import { conditionText, portRuleView, type WalkedCounters } from '../../state/port-rules';
import type { Family } from '../../core/net/ip';
import { button, field } from '../common/controls';
import { useT, type T } from '../i18n/use-t';
import '../i18n/words/trace-en';
import { useNarrationLang } from '../i18n/narration';
import { sayOrigin } from '../i18n/messages/origin-say';
import type { Lang } from '../../state/lang';

/** Where a rule came from (state/port-rules' provenanceText, in the chosen language). */
function provenanceWords(t: T, lang: Lang, r: Rule): string {
  const p = r.provenance;
  if (!p) return '';
  const k8s = p.k8s ? `${p.k8s.kind} ${p.k8s.namespace ? `${p.k8s.namespace}/` : ''}${p.k8s.name}` : '';
  const by = p.hand ? t('trace.prov.hand', { how: t(`trace.close.hand.${p.hand}`) }) : p.by && t('trace.prov.by', { by: sayOrigin(lang, { by: p.by, byMsg: p.byMsg }) });
  return [p.hns ? `HNS ${p.hns.type}` : '', k8s && `← ${k8s}`, by].filter(Boolean).join(' ');
}
import { VirtualList } from '../common/VirtualList';

/** Rules drawn per group before "show all" (then only those in view): a real node's LB group can hold thousands. */
const FIRST = 50;

function RuleRow({ r, walked }: { r: Rule; walked?: { matchedPackets: number; droppedPackets: number } }) {
  const t = useT();
  const origin = provenanceWords(t, useNarrationLang(), r);
  const flags = [r.flags.terminating && t('trace.rules.terminating'), r.flags.stateful && t('trace.vfp.stateful')].filter(Boolean).join(' ');
  return (
    <li className="rounded border border-slate-200 p-1.5 dark:border-slate-700" data-testid="port-rule">
      <div className="flex justify-between gap-2">
        <code className="truncate text-xs font-semibold" title={r.id}>
          {r.friendlyName ?? r.id}
        </code>
        <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{t('trace.vfp.priority', { n: r.priority })}</span>
      </div>
      <div className="text-[13px]">
        <span className={r.action.type === 'block' ? 'font-semibold text-rose-700 dark:text-rose-400' : 'font-semibold'}>{r.action.type}</span>
        <span className="text-slate-600 dark:text-slate-400">
          {' '}
          · {t('trace.rules.flags', { flags: r.flags.raw })}
          {flags && ` (${flags})`}
        </span>
      </div>
      <div className="font-mono text-xs break-words text-slate-700 dark:text-slate-300">{conditionText(r.conditions)}</div>
      {origin && <div className="text-[13px] text-slate-600 dark:text-slate-400">{origin}</div>}
      {walked && (
        <div className="text-[13px] font-medium text-teal-800 dark:text-teal-300" data-testid="rule-walked">
          {t('trace.port.ruleMatched', { n: walked.matchedPackets })}{walked.droppedPackets ? ` · ${t('trace.port.dropped', { n: walked.droppedPackets })}` : ''}
        </div>
      )}
      {r.counters && (
        <div className="text-[13px] text-slate-600 dark:text-slate-400" data-testid="rule-counters">
          {t('trace.port.onNode', { matched: r.counters.matchedPackets.toLocaleString('en-US'), dropped: r.counters.droppedPackets.toLocaleString('en-US') })}
        </div>
      )}
    </li>
  );
}

function GroupRules({ rules, filtered, walked }: { rules: Rule[]; filtered: boolean; walked?: (rule: string) => { matchedPackets: number; droppedPackets: number } | undefined }) {
  const [all, setAll] = useState(false);
  const t = useT();
  const shown = all ? rules : rules.slice(0, FIRST);
  if (!rules.length) return <p className="text-[13px] text-slate-600 dark:text-slate-400">{t('trace.port.noRules')}</p>;
  // All of a long group: a scroll box that draws only the rules in view.
  if (all && rules.length > FIRST)
    return <VirtualList items={rules} estimate={96} className="mt-1 max-h-[28rem] overscroll-contain pr-1" testId="port-rules-all" row={(r) => <RuleRow key={r.id} r={r} walked={walked?.(r.id)} />} />;
  return (
    <ul className="mt-1 space-y-1">
      {shown.map((r) => (
        <RuleRow key={r.id} r={r} walked={walked?.(r.id)} />
      ))}
      {rules.length > shown.length && (
        <li>
          <button type="button" className={`${button} h-7 text-[13px]`} onClick={() => setAll(true)}>
            {t(filtered ? 'trace.port.showAllMatching' : 'trace.port.showAll', { n: rules.length })}
          </button>
        </li>
      )}
    </ul>
  );
}

/** `walked`: what the current trace counted on this port (the model's own vfpctrl counters). */
/** `madeUpId`: a replayed node's port whose name none of the user's files print (its id is the model's). */
/** `family`: the walked packet's family (its groups apply; the other family's are greyed). */
export function PortRules({ port, walked, madeUpId = false, family }: { port: Port; walked?: WalkedCounters; madeUpId?: boolean; family?: Family }) {
  const [dir, setDir] = useState<Direction>('out');
  const t = useT();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const layers = useMemo(() => portRuleView(port, dir, deferred, family), [port, dir, deferred, family]);
  const filtered = deferred.trim() !== '';
  return (
    <div className="space-y-2 text-sm" data-testid="port-rules">
      <div>
        <div className="font-semibold">{t(port.kind === 'endpoint' ? 'trace.port.pod' : port.kind === 'host' ? 'trace.port.host' : 'trace.port.external')}</div>
        <div className="font-mono text-xs break-words">{port.id}</div>
        {madeUpId && (
          <div className="text-[13px] text-amber-800 dark:text-amber-300" data-testid="port-id-made-up">
            {t('trace.port.idNotInFiles')}
          </div>
        )}
        <div className="text-[13px] text-slate-600 dark:text-slate-400">
          {t('trace.port.friendly', { name: port.friendlyName })}
          {port.owner ? ` · ${port.owner}` : ''}
          {port.blocked ? ` · ${t('trace.port.blocked')}` : ''}
        </div>
        {walked?.port && (
          <div className="text-[13px] font-medium text-teal-800 dark:text-teal-300" data-testid="port-walked">
            {t('trace.port.thisTrace', { out: walked.port.packetsOut, in: walked.port.packetsIn })}
            {walked.port.droppedPackets ? `, ${t('trace.port.dropped', { n: walked.port.droppedPackets })}` : ''} {t('trace.port.packets')}
          </div>
        )}
      </div>
      <div role="radiogroup" aria-label={t('trace.port.direction')} className="inline-flex rounded-md border border-slate-300 text-[13px] dark:border-slate-600">
        {(['out', 'in'] as const).map((d) => (
          <button key={d} type="button" role="radio" aria-checked={dir === d} onClick={() => setDir(d)} className={`px-2 py-1 ${dir === d ? 'bg-sky-700 text-white' : ''}`}>
            {d.toUpperCase()} ({t(port.kind === 'external' ? (d === 'out' ? 'trace.dir.toWire' : 'trace.dir.fromWire') : d === 'out' ? 'trace.dir.leaving' : 'trace.dir.towards')})
          </button>
        ))}
      </div>
      <label className="block">
        <span className="sr-only">{t('trace.port.filter')}</span>
        <input type="search" className={field} placeholder={t('trace.port.filterPlaceholder')} value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="port-rules-filter" />
      </label>
      {filtered && !layers.length && <p className="text-[13px] text-slate-600 dark:text-slate-400">{t('trace.port.noMatch', { dir: dir.toUpperCase(), text: deferred.trim() })}</p>}
      <ol className="space-y-2">
        {layers.map(({ layer, groups }) => (
          <li key={layer.name} className="rounded-md border border-slate-300 p-1.5 dark:border-slate-600">
            <code className="block text-xs font-semibold">{layer.name}</code>
            <div className="text-[13px] text-slate-600 dark:text-slate-400">
              {t('trace.vfp.priority', { n: layer.priority })} · {t(layer.stateful ? 'trace.vfp.stateful' : 'trace.vfp.stateless')} · {t('trace.vfp.default', { action: layer.defaultAction[dir] })}
            </div>
            {groups.map(({ group, skipped, rules }) => (
              <div key={group.name} className="mt-1.5">
                <div className={`text-[13px] ${skipped ? 'text-slate-600 dark:text-slate-400' : ''}`}>
                  <code className={`text-xs font-medium ${skipped ? 'line-through' : ''}`}>{group.name}</code> · {group.direction.toUpperCase()} · {group.family} · {t(group.matchType === 'lpm' ? 'trace.vfp.lpm' : 'trace.port.priorityOrder')} · {t('trace.port.rules', { n: group.rules.length })}
                  {skipped && <span> · {t('trace.port.notUsed', { why: skipped === 'wrong direction' ? t('trace.skip.direction') : t('trace.port.otherFamily', { family: skipped }) })}</span>}
                </div>
                {!skipped && <GroupRules key={`${dir}:${deferred}`} rules={rules} filtered={filtered} walked={walked && ((id) => walked.rule(layer.name, group.name, id))} />}
              </div>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
