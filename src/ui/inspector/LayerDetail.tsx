// One layer for one packet: its groups in priority order (skipped ones greyed with the reason),
// the rules of the groups that applied with each condition checked against the packet as it
// entered the layer, the winner, and the rewrite the layer applied.
import { memo, useState } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { Port } from '../../core/vfp/model';
import { formatEndpoint, formatIp, formatIpv4, type Ip } from '../../core/net/ip';
import type { Packet } from '../../core/packet/packet';
import { layerDetail } from '../../state/pipeline';
import { TONE_SOFT, transpositionTone } from '../common/tone';
import { Checks, RuleLines } from './RuleLines';
import { sayEdits, useNarrationLang } from '../i18n/narration';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

const RADIUS = 2;
const MORE = 20;

function packetText(p: Packet): string {
  const ep = (ip: Ip, port: number) => (p.protocol === 'icmp' ? formatIp(ip) : formatEndpoint(ip, port));
  if (p.outer) return `outer UDP ${formatIpv4(p.outer.src)}:${p.outer.srcPort} → ${formatIpv4(p.outer.dst)}:${p.outer.dstPort}${p.outer.vni !== undefined ? ` VNI ${p.outer.vni}` : ''}`;
  return `${p.protocol} ${ep(p.src, p.srcPort)} → ${ep(p.dst, p.dstPort)}`;
}

/** Memoised: while the packet is elsewhere (a compartment, the wire) the layer shown stays the same. */
export const LayerDetail = memo(function LayerDetail({ events, index, port }: { events: readonly TraceEvent[]; index: number; port: Port }) {
  const [radius, setRadius] = useState(RADIUS);
  const sayLang = useNarrationLang();
  const t = useT();
  const d = layerDetail(events, index, port, radius);
  if (!d) return null;
  const dir = events[index]!.at.direction!;
  return (
    <div className="space-y-2" data-testid="layer-detail">
      <div>
        <div className="font-mono text-xs font-semibold">{d.layer.name}</div>
        <div className="text-sm text-slate-600 dark:text-slate-400">
          {t('trace.vfp.priority', { n: d.layer.priority })} · {t(d.layer.stateful ? 'trace.vfp.stateful' : 'trace.vfp.stateless')} · {t('trace.vfp.default', { action: d.layer.defaultAction[dir] })} ({t(dir === 'out' ? 'trace.vfp.outbound' : 'trace.vfp.inbound')})
        </div>
        <div className="mt-1 text-sm">
          {t('trace.vfp.matchedAgainst')} <code className="font-mono text-xs">{packetText(d.packet)}</code>
          {d.packet.outer && <span className="text-violet-700 dark:text-violet-400"> {t('trace.vfp.outerSeen')}</span>}
        </div>
      </div>
      {d.groups.length === 0 && <div className="text-sm text-slate-600 dark:text-slate-400">{t('trace.vfp.noGroups')}</div>}
      <ol className="space-y-2">
        {d.groups.map((g) => (
          <li key={g.group.name} className={`rounded-md border p-1.5 ${g.skipped ? 'border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-800/50 dark:text-slate-400' : 'border-slate-300 dark:border-slate-600'}`} data-testid={`group-${g.group.name}`} data-skipped={g.skipped}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-2">
              <code className={`font-mono text-xs font-semibold ${g.skipped ? 'line-through decoration-slate-400' : ''}`}>{g.group.name}</code>
              <span className="text-sm">
                {g.group.direction.toUpperCase()} · {g.group.family} · {t('trace.vfp.priority', { n: g.group.priority })}
              </span>
            </div>
            {g.skipped ? (
              <div className="text-sm">
                {t('trace.vfp.skipped')} {t(`trace.skip.${g.skipped}`)}
                {g.groupChecks && <Checks checks={g.groupChecks} />}
              </div>
            ) : (
              <div className="mt-1 space-y-1">
                <div className="text-sm text-slate-600 dark:text-slate-400">
                  {g.total === 1 ? t('trace.vfp.ruleInOrder') : t('trace.vfp.rulesInOrder', { count: g.total })} · {t(g.group.matchType === 'lpm' ? 'trace.vfp.lpm' : 'trace.vfp.bestPriority')}
                  {!g.winner && g.total > 0 ? ` · ${t('trace.vfp.noneMatched')}` : ''}
                </div>
                <RuleLines slots={g.slots} onMore={() => setRadius(radius + MORE)} />
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className={`rounded-md px-2 py-1 text-sm ${d.eval.verdict === 'block' ? 'bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100' : 'bg-slate-100 dark:bg-slate-800'}`}>
        {d.eval.defaulted ? t('trace.vfp.defaulted', { action: d.eval.action }) : t('trace.vfp.ruleThen', { rule: d.eval.ruleName ?? d.eval.rule ?? '', action: d.eval.action })}
      </div>
      {d.transpositions.map((x, i) => (
        <div key={i} className={`rounded-md border px-2 py-1 text-sm ${TONE_SOFT[transpositionTone(x.kind)]}`} data-testid="layer-transposition">
          <span className="font-semibold">{x.kind}</span>: {sayEdits(sayLang, x.edits)}
        </div>
      ))}
    </div>
  );
});
