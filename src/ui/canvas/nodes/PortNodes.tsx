// The port close-up's cards (issue 17): the two ends of the port, one band per layer with its
// groups and rules (the deciding rule lit in its action's colour, each condition ✓ or ✗), and the
// line the packet walks, or the one arc of a flow-cache hit. They draw the trace; they decide nothing.
import { memo } from 'react';
import type { Node, NodeProps } from '@xyflow/react';
import type { ActionType, Rule } from '../../../core/vfp/model';
import type { Tone } from '../../../core/trace/trace';
import type { ConditionCheck } from '../../../core/vfp/match';
import type { GroupDetail, RuleLine } from '../../../state/pipeline';
import { conditionText } from '../../../state/port-rules';
import type { Band, CloseUp } from '../../../state/port-view';
import { partingPair } from '../../../state/capture-store';
import { useCapture, usePlayer } from '../../app-context';
import { useIsActive } from '../active';
import { useCloseUpSlots } from '../closeup-slots';
import type { PortNodeData } from '../port-layout';
import { BoltIcon } from '../../common/icons';
import { TONE_SOFT, TONE_TEXT } from '../../common/tone';
import { ring } from './card-style';
import { LbLine } from './LbLine';
import { useT, type T } from '../../i18n/use-t';
import { layoutWords } from '../layout-words';
import { useLayoutLang } from '../use-layout-lang';
import '../../i18n/words/trace-en';

type P<K extends PortNodeData['kind']> = NodeProps<Node<Extract<PortNodeData, { kind: K }>>>;

const ACTION_TONE: Record<ActionType, Tone> = {
  allow: 'allow',
  block: 'block',
  meter: 'forward',
  dynnat: 'nat',
  nat: 'nat',
  lbnat: 'lb',
  encap: 'encap',
  'route-encap': 'encap',
  decap: 'encap',
  'mac-rewrite': 'nat',
  paroute: 'forward',
};

const PILL: Record<Tone, string> = {
  allow: 'bg-emerald-700 text-white',
  block: 'bg-rose-700 text-white',
  nat: 'bg-amber-700 text-white',
  lb: 'bg-sky-700 text-white',
  encap: 'bg-violet-700 text-white',
  flow: 'bg-teal-700 text-white',
  forward: 'bg-slate-600 text-white',
};

const GLOW: Record<Tone, string> = {
  allow: 'ring-2 ring-emerald-500',
  block: 'ring-2 ring-rose-500',
  nat: 'ring-2 ring-amber-500',
  lb: 'ring-2 ring-sky-500',
  encap: 'ring-2 ring-violet-500',
  flow: 'ring-2 ring-teal-500',
  forward: 'ring-2 ring-slate-400',
};

const ACTION_WORD: Partial<Record<ActionType, string>> = { 'route-encap': 'encap', lbnat: 'lbnat (LB)', dynnat: 'dynnat (SNAT)' };

/** vfpctrl's condition labels, short enough for a chip. */
const CHIP_WORD: Record<string, string> = { 'Source IP': 'src', 'Destination IP': 'dst', Protocols: '', 'Source ports': 'sport', 'Destination ports': 'dport', Encapsulated: 'encap' };

const short = (v: string) => (v.length > 22 ? `${v.slice(0, 21)}…` : v);

function Chip({ c }: { c: ConditionCheck }) {
  const t = useT();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-0.5 rounded border px-1 font-mono text-[12px] leading-[18px] ${c.pass ? 'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'border-rose-600 bg-rose-50 text-rose-900 dark:bg-rose-950 dark:text-rose-100'}`}
      title={t('trace.close.chipTitle', { label: c.label, expected: c.expected, actual: c.actual })}
      data-pass={c.pass}
    >
      <span aria-hidden="true">{c.pass ? '✓' : '✗'}</span>
      {CHIP_WORD[c.label] ?? c.label.toLowerCase()} {short(c.expected)}
      {!c.pass && <span className="opacity-80">≠ {short(c.actual)}</span>}
    </span>
  );
}

/** Who made the rule, where it matters: by hand (vfpEdits), or a name no public source shows. */
function RuleMarks({ r }: { r: Rule }) {
  const hand = r.provenance?.hand;
  const own = r.provenance?.modelOwn;
  const t = useT();
  const how = hand && t(`trace.close.hand.${hand}`);
  return (
    <>
      {hand && (
        <span className="room-mark shrink-0 rounded bg-amber-100 px-1 text-[11px] font-medium leading-4 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" title={t('trace.close.handTitle', { how: how || '' })} data-testid="closeup-by-hand">
          {t('trace.close.byHand', { how: how || '' })}
        </span>
      )}
      {own?.name === 'invented' && (
        <span className="room-mark shrink-0 rounded border border-dashed border-slate-400 px-0.5 text-[11px] leading-4 text-slate-700 dark:text-slate-300" title={t('trace.close.inventedTitle')}>
          {t('trace.close.invented')}
        </span>
      )}
    </>
  );
}

function RuleRow({ line, evaluated, band, view, group }: { line: RuleLine; evaluated: boolean; band: Band; view: CloseUp; group: GroupDetail }) {
  const slots = useCloseUpSlots();
  const r: Rule = line.rule;
  const tone = ACTION_TONE[r.action.type];
  const lit = line.winner && evaluated;
  const t = useT();
  return (
    <li
      className={`flex h-[44px] flex-col justify-center rounded-md border px-1.5 ${lit ? `${TONE_SOFT[tone]} ${GLOW[tone]} border-transparent` : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
      data-testid={`rule-${r.friendlyName ?? r.id}`}
      data-winner={lit || undefined}
    >
      <div className="flex min-w-0 items-center gap-1.5 text-[13px] leading-[18px]">
        <span className="w-9 shrink-0 text-right font-mono text-slate-600 tabular-nums dark:text-slate-400" title={t('trace.close.priorityTitle')}>
          {r.priority}
        </span>
        <RuleMarks r={r} />
        {slots.renderRuleMark?.({ node: view.node, port: view.port, layer: band.layer, group: group.group, rule: r })}
        <span className={`min-w-0 flex-1 truncate font-mono ${lit ? 'font-bold' : ''}`} title={r.friendlyName ?? r.id}>
          {r.friendlyName ?? r.id}
        </span>
        {r.flags.terminating && (
          <span className="room-mark shrink-0 rounded border border-slate-400 px-0.5 text-[11px] leading-4 text-slate-700 dark:text-slate-300" title={t('trace.close.termTitle')}>
            {t('trace.close.term')}
          </span>
        )}
        {r.flags.stateful && (
          <span className="room-mark shrink-0 rounded border border-slate-400 px-0.5 text-[11px] leading-4 text-slate-700 dark:text-slate-300" title={t('trace.close.statefulTitle')}>
            {t('trace.vfp.stateful')}
          </span>
        )}
        <span className={`shrink-0 rounded px-1 text-[12px] font-semibold leading-[18px] ${PILL[tone]}`}>{ACTION_WORD[r.action.type] ?? r.action.type}</span>
        {slots.renderRuleActions?.({ node: view.node, port: view.port, layer: band.layer, group: group.group, rule: r })}
      </div>
      <div className="flex min-w-0 gap-1 overflow-hidden pl-10">
        {evaluated && line.checks.length > 0 ? (
          line.checks.map((c) => <Chip key={c.label} c={c} />)
        ) : (
          <span className="truncate font-mono text-[12px] leading-[18px] text-slate-600 dark:text-slate-400">{conditionText(r.conditions)}</span>
        )}
      </div>
    </li>
  );
}

function GroupBox({ g, band, view }: { g: GroupDetail; band: Band; view: CloseUp }) {
  const slots = useCloseUpSlots();
  const evaluated = band.state !== 'upcoming' && band.state !== 'idle' && band.state !== 'cached' && band.state !== 'not-reached';
  const winner = g.slots.find((s) => s.kind === 'rule' && s.line.winner);
  const stop = evaluated && winner?.kind === 'rule' && winner.line.rule.flags.terminating;
  const t = useT();
  return (
    <div className="min-w-0 flex-1" data-testid={`band-group-${g.group.name}`}>
      <div className="flex h-[26px] items-center justify-between gap-2 text-[12px]">
        <code className="truncate font-mono font-semibold">{g.group.name}</code>
        <span className="shrink-0 text-slate-600 dark:text-slate-400">
          {g.group.direction.toUpperCase()} · {g.total === 1 ? t('trace.close.rule') : t('trace.close.rules', { n: g.total })}
          {evaluated && !g.winner && g.total > 0 ? ` · ${t('trace.vfp.noneMatched')}` : ''}
        </span>
      </div>
      <ol className="space-y-1">
        {g.slots.length === 0 && <li className="text-[12px] text-slate-600 dark:text-slate-400">{t('trace.close.noRules')}</li>}
        {g.slots.map((s) =>
          s.kind === 'rule' ? (
            <RuleRow key={s.line.rule.id} line={s.line} evaluated={evaluated} band={band} view={view} group={g} />
          ) : (
            <li key={`more-${s.from}`} className="h-5 pl-10 text-[12px] text-slate-600 dark:text-slate-400">
              {t('trace.close.more', { n: s.count })}{evaluated ? t('trace.close.matching', { n: s.matching }) : ''}
            </li>
          ),
        )}
      </ol>
      {stop && (
        <div className="mt-1 border-t-2 border-slate-700 pt-0.5 text-[12px] text-slate-700 dark:border-slate-300 dark:text-slate-300" data-testid="stop-line">
          {t('trace.close.stop')}
        </div>
      )}
      {slots.renderGroupActions?.({ node: view.node, port: view.port, layer: band.layer, group: g.group })}
    </div>
  );
}

const SKIP_WORDS = (g: GroupDetail, t: T) => (g.skipped === 'direction' ? t('trace.close.dirOnly', { dir: g.group.direction.toUpperCase() }) : g.skipped === 'family' ? t(g.group.family === 'ipv6' ? 'trace.close.v6Only' : 'trace.close.v4Only') : t('trace.close.condFail'));

/** What the band did, in its colour with icon and word; "passes" in slate, small, when nothing matched. */
function Outcome({ band }: { band: Band }) {
  const t = useT();
  const line = (cls: string, text: string) => (
    <div className={`text-[13px] font-semibold ${cls}`} data-testid="band-outcome">
      {text}
    </div>
  );
  switch (band.state) {
    case 'idle':
      return line('font-normal text-slate-600 dark:text-slate-400', '');
    case 'upcoming':
      return line('font-normal text-slate-600 dark:text-slate-400', t('trace.close.next'));
    case 'not-reached':
      return line('font-normal text-slate-600 dark:text-slate-400', t('trace.close.notReached'));
    case 'cached':
      return line(TONE_TEXT.flow, t('trace.close.cached'));
    case 'passed':
      return band.rule ? line(TONE_TEXT[band.tone ?? 'allow'], `✓ ${band.action}`) : line('text-xs font-normal text-slate-600 dark:text-slate-400', t('trace.close.passes'));
    case 'blocked':
      return line(TONE_TEXT.block, `✕ ${band.action ?? 'block'}`);
    case 'acted': {
      const kinds = [...new Set(band.transpositions.map((x) => x.kind))].join(' + ');
      return line(TONE_TEXT[band.tone ?? 'nat'], `${band.lb ? '⚖ ' : '⇄ '}${kinds || band.action}`);
    }
  }
}

export const PortBand = memo(function PortBand({ id, data }: P<'band'>) {
  const { band, view } = data;
  const slots = useCloseUpSlots();
  const active = useIsActive(id);
  const applying = band.groups.filter((g) => !g.skipped);
  const skipped = band.groups.filter((g) => g.skipped);
  const quiet = band.state === 'upcoming' || band.state === 'not-reached' || band.state === 'cached' || band.state === 'idle';
  const t = useT();
  return (
    <div
      // A quiet band (not reached, or passed over) is told by its ground and border, not by fading
      // its words: faded, they fell below 4.5:1 contrast (axe, once the close-up fitted whole).
      className={`flex h-full flex-col rounded-xl border-2 p-2 ${quiet ? 'bg-slate-50 dark:bg-slate-900/60' : 'bg-white shadow-sm dark:bg-slate-900'} ${band.state === 'blocked' ? 'border-rose-600' : band.state === 'acted' ? 'border-slate-500' : quiet ? 'border-slate-200 dark:border-slate-700' : 'border-slate-300 dark:border-slate-600'} ${ring(active)}`}
      data-testid={`band-${band.layer.name}`}
      data-state={band.state}
      data-current={active || undefined}
    >
      <div className="flex min-h-0 flex-1 gap-2">
        <div className="w-[148px] shrink-0 leading-5">
          {/* The layer's name wraps anywhere rather than cut (SLB_DECAP_LAYER_STATEFUL is wider than the column). */}
          <div className="break-all font-mono text-[13px] font-bold" data-testid="band-title">
            {band.layer.name}
          </div>
          <div className="text-[12px] text-slate-600 dark:text-slate-400">
            <span title={band.layer.provenance?.modelOwn?.priority ? t('trace.close.layerPrioTitle') : undefined}>
              {t('trace.vfp.priority', { n: band.layer.priority })}
              {band.layer.provenance?.modelOwn?.priority ? ` ${t('trace.close.theModels')}` : ''}
            </span>{' '}
            · {t(band.layer.stateful ? 'trace.vfp.stateful' : 'trace.vfp.stateless')}
          </div>
          <Outcome band={band} />
          {slots.renderBandActions?.({ node: view.node, port: view.port, layer: band.layer })}
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex min-w-0 gap-2">
            {applying.length === 0 && <div className="py-0.5 text-[13px] text-slate-600 dark:text-slate-400">{t('trace.close.noGroup', { dir: view.direction.toUpperCase(), action: band.layer.defaultAction[view.direction] })}</div>}
            {applying.map((g) => (
              <GroupBox key={g.group.name} g={g} band={band} view={view} />
            ))}
          </div>
          {skipped.length > 0 && (
            <ul className={`mt-auto grid ${skipped.length > 1 ? 'grid-cols-2' : 'grid-cols-1'} gap-x-1.5 text-[12px] leading-6 text-slate-600 dark:text-slate-400`} aria-label={t('trace.close.skippedGroups')}>
              {skipped.map((g) => (
                <li key={g.group.name} className="truncate" title={t('trace.close.notApply', { group: g.group.name, why: SKIP_WORDS(g, t) })} data-skipped={g.skipped}>
                  <span className="font-mono line-through decoration-slate-400">{g.group.name}</span> · {SKIP_WORDS(g, t)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {band.lb && <LbLine lb={band.lb} />}
    </div>
  );
});

/** Where the user's capture parts from the model on this pass and the node dropped the packet
 * (issue 25): pktmon's reason beside the model's layers, on the end the packet did not reach. */
function NodeDropChip({ view }: { view: CloseUp }) {
  const t = useT();
  const trace = usePlayer((s) => s.result?.trace);
  const derived = useCapture((s) => s.derived);
  const pass = view.pass;
  if (!pass || !derived || derived.trace !== trace) return null;
  const part = partingPair(derived.alignment);
  const drop = part?.node.drop;
  if (!part || !drop || part.steps[0] !== pass.first + 1 || part.leg !== pass.leg) return null;
  const location = drop.location ? `, ${drop.location}` : '';
  return (
    <span className="shrink-0 rounded-md border-2 border-rose-600 bg-rose-50 px-1.5 text-[13px] font-semibold leading-5 text-rose-900 dark:bg-rose-950 dark:text-rose-100" title={t('trace.capture.chipTitle', { reason: drop.reason, location })} data-testid="closeup-node-drop" data-reason={drop.reason}>
      <span aria-hidden="true">✗ </span>
      {t('trace.capture.chip', { reason: drop.reason })}
    </span>
  );
}

export const PortEnd = memo(function PortEnd({ id, data }: P<'end'>) {
  const active = useIsActive(id);
  const entry = (data.view.direction === 'out') === (data.end === 'vnic');
  const t = useT();
  const lang = useLayoutLang();
  return (
    <div
      className={`flex h-full items-center justify-between gap-2 rounded-xl border-2 px-3 ${data.end === 'vnic' ? 'border-emerald-700/60 bg-emerald-50/60 dark:bg-emerald-950/40' : 'border-dashed border-sky-600 bg-sky-50/70 dark:bg-sky-950/40'} ${ring(active)}`}
      data-testid={`port-end-${data.end}`}
      data-current={active || undefined}
    >
      <div className="min-w-0 leading-5">
        <div className="truncate font-semibold">{layoutWords(lang, data.title)}</div>
        <div className="truncate font-mono text-[13px] text-slate-600 dark:text-slate-300">{layoutWords(lang, data.detail)}</div>
      </div>
      {!entry && <NodeDropChip view={data.view} />}
      {data.view.pass && (
        <span className="shrink-0 text-sm text-slate-700 dark:text-slate-300">
          {t(entry ? 'trace.close.enters' : 'trace.close.leaves', { dir: data.view.direction.toUpperCase() })}
        </span>
      )}
    </div>
  );
});

/** The walk: an arrow along the bands in the pass's direction, or the one teal arc of a flow hit. */
export const PortSpine = memo(function PortSpine({ data }: P<'spine'>) {
  const { view } = data;
  const out = view.direction === 'out';
  const hit = view.flowHit;
  const t = useT();
  return (
    <div className="relative h-full" data-testid="port-spine" data-flow-hit={!!hit || undefined}>
      <svg className="absolute inset-0 h-full w-full" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
        {hit ? (
          <path d="M 96 0 C 10 20, 10 80, 96 100" fill="none" className="stroke-teal-600" strokeWidth={3} vectorEffect="non-scaling-stroke" strokeDasharray={hit.current ? undefined : '6 4'} />
        ) : (
          <line x1={80} y1={2} x2={80} y2={98} className="stroke-slate-500" strokeWidth={3} vectorEffect="non-scaling-stroke" />
        )}
      </svg>
      <div className={`absolute left-0 w-[96px] rounded-md ${out ? 'top-1' : 'bottom-1'} bg-white/95 px-1.5 py-1 text-center shadow-sm dark:bg-slate-900/95`} data-testid="port-direction">
        <div className="text-lg font-bold leading-6">
          {view.direction.toUpperCase()} {out ? '↓' : '↑'}
        </div>
        <div className="text-[12px] leading-4 text-slate-600 dark:text-slate-400">{t(out ? 'trace.close.outWay' : 'trace.close.inWay')}</div>
      </div>
      {hit && (
        <div className="absolute top-1/2 left-0 w-[92px] -translate-y-1/2 rounded-md bg-teal-700 px-1.5 py-1 text-center text-[13px] font-semibold leading-4 text-white shadow" data-testid="flow-cache-arc">
          <BoltIcon width={14} height={14} className="inline" /> {t('trace.close.flowArc')}
        </div>
      )}
    </div>
  );
});

/** Empty room for the packet card on the right of the bands (it takes part in fitting the view). */
export const PortRoom = () => <div aria-hidden="true" />;
