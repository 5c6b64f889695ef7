// The packet as a small card (ui-guide): protocol, `src → dst` with ports; an outer frame labelled
// with its kind while encapsulated; the fields a step rewrote marked for the flash; the rewrite,
// load-balancing and flow-cache chips of the step; a drop in rose with its reason pinned; the
// reply in a lighter tone. It shows the trace's packet; it decides nothing.
import { memo } from 'react';
import { formatIp, formatIpv4 } from '../../core/net/ip';
import type { TraceEvent, Verdict } from '../../core/trace/trace';
import type { Packet } from '../../core/packet/packet';
import type { PacketField } from '../../state/frame';
import { useT, type T } from '../i18n/use-t';
import { BoltIcon, CheckIcon, CrossIcon, ReplyIcon, ScaleIcon } from '../common/icons';
import type { Lang } from '../../state/lang';
import { useNarrationLang } from '../i18n/narration';
import { sayVerdictText } from '../i18n/messages/verdict-say';

const KIND_WORD: Record<string, string> = { dnat: 'DNAT', snat: 'SNAT', 'un-dnat': 'un-DNAT', 'un-snat': 'un-SNAT', 'mac-rewrite': 'MAC rewrite', encap: 'encap', decap: 'decap' };

/** `over`: the old value above the new one (Presenter's close-up, where the card must be narrow
 * enough to ride beside a band at 1280×720), not before it. */
function Field({ name, changed, was, over = false, children }: { name: PacketField; changed: boolean; was?: string; over?: boolean; children: React.ReactNode }) {
  // A rewrite shows the old value struck through before the new one (ui-guide: NAT in amber).
  const struck = changed && was !== undefined && (
    <s className="mr-0.5 text-slate-500 decoration-rose-600 decoration-2 dark:text-slate-400" data-was={name}>
      {was}
    </s>
  );
  // The flash is the opacity of an amber layer behind the text (::before): the compositor fades it,
  // where a background colour would be painted again on every frame of it.
  const value = (
    <span
      data-field={name}
      data-flash={changed || undefined}
      className={changed ? 'relative isolate rounded px-0.5 font-bold text-amber-800 underline decoration-amber-500 decoration-2 before:absolute before:inset-0 before:-z-10 before:rounded before:bg-amber-300 before:opacity-[var(--flash,0)] dark:text-amber-300' : ''}
    >
      {children}
    </span>
  );
  return over && struck ? (
    <span className="inline-flex flex-col align-bottom">
      {struck}
      {value}
    </span>
  ) : (
    <>
      {struck}
      {value}
    </>
  );
}

/** The outer header's addresses, as the encap pushed them. */
const outerAddrs = (o: NonNullable<Packet['outer']>) => `outer ${formatIpv4(o.src)} → ${formatIpv4(o.dst)}`;

function outerLabel(ev: TraceEvent, t: T): string | undefined {
  const o = ev.packet.outer;
  if (!o) return undefined;
  return o.kind === 'vxlan' ? `VXLAN VNI ${o.vni} · PA ${formatIpv4(o.dst)}` : t('trace.card.toMgmt');
}

/** Where a drop happened, short enough for the card: the layer and the rule (or its default); the
 * whole message is in the verdict panel and the narration. */
function dropWhere(v: Verdict, t: T, lang: Lang): string {
  const rule = v.rule ? (v.rule.id === '(layer default)' ? t('trace.layerDefault') : (v.rule.friendlyName ?? v.rule.id)) : undefined;
  const parts = [v.at?.layer, rule].filter((x): x is string => !!x);
  const message = sayVerdictText(lang, v.message, v.msg);
  return parts.length ? parts.join(' · ') : message.length > 60 ? `${message.slice(0, 58)}…` : message;
}

/** Memoised: its props change with the step, not with every render of the packet around it. */
export const PacketCard = memo(function PacketCard({ ev, changed, verdict, presenter, before, stacked = false, presenterPx = 16, narrow = false }: { ev: TraceEvent; changed: PacketField[]; verdict?: Verdict; presenter: boolean; before?: Packet; stacked?: boolean; presenterPx?: number; narrow?: boolean }) {
  const p = ev.packet;
  const sayLang = useNarrationLang();
  const t = useT();
  const b = before;
  const has = (f: PacketField) => changed.includes(f);
  const ports = p.protocol !== 'icmp';
  // A blocking layer and the drop that follows it both show the packet stopped.
  const dropped = ev.kind === 'drop' || ev.tone === 'block';
  const delivered = ev.kind === 'deliver';
  const reply = ev.leg === 'reply';
  const outer = outerLabel(ev, t);
  const unwrapped = has('outer') && !p.outer;
  const macChanged = has('dstMac') || has('srcMac');
  const chips = [...new Set((ev.transpositions ?? []).map((x) => x.kind))];
  // Narrow (Presenter's close-up with room beside a band): old values over new ones, chips wrapped.
  const over = narrow && stacked;
  const look = dropped
    ? 'border-rose-600 bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-50'
    : delivered
      ? 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
      : reply
        ? 'border-dashed border-slate-400 bg-slate-50 text-slate-700 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-200'
        : 'border-slate-700 bg-white text-slate-900 dark:border-slate-300 dark:bg-slate-800 dark:text-white';
  const addrs = (
    <span className={stacked ? 'flex flex-col' : 'contents'}>
      <span>
        <Field name="src" changed={has('src')} was={b && formatIp(b.src)} over={over}>
          {formatIp(p.src)}
        </Field>
        {ports && (
          <>
            :<Field name="srcPort" changed={has('srcPort')} was={b && String(b.srcPort)} over={over}>{p.srcPort}</Field>
          </>
        )}
      </span>
      <span>
        {stacked ? '→ ' : ' → '}
        <Field name="dst" changed={has('dst')} was={b && formatIp(b.dst)} over={over}>
          {formatIp(p.dst)}
        </Field>
        {ports && (
          <>
            :<Field name="dstPort" changed={has('dstPort')} was={b && String(b.dstPort)} over={over}>{p.dstPort}</Field>
          </>
        )}
      </span>
    </span>
  );
  const card = (
    <div className={`whitespace-nowrap rounded-md border-2 px-2 py-1 font-mono shadow-lg ${presenter ? '' : 'text-xs'} ${look}`} data-testid="packet-card">
      <div className="flex items-center gap-1">
        {reply && <ReplyIcon width={12} height={12} aria-label={t('trace.reply')} />}
        {dropped && <CrossIcon width={12} height={12} />}
        {delivered && <CheckIcon width={12} height={12} />}
        <Field name="protocol" changed={has('protocol')}>
          {p.protocol.toUpperCase()}
          {p.tcpFlags ? ` ${p.tcpFlags}` : p.icmp ? ` ${p.icmp}` : ''}
        </Field>{' '}
        {!stacked && addrs}
      </div>
      {stacked && addrs}
      {macChanged && (
        <div className={`${presenter ? 'text-[1em]' : 'text-[12px]'} ${stacked ? 'flex flex-col' : ''}`}>
          MAC{' '}
          <Field name="dstMac" changed was={b?.dstMac}>
            {p.dstMac}
          </Field>
        </div>
      )}
    </div>
  );
  return (
    // Bottom-up: the card sits nearest the element, its chips and a drop's reason stack above it.
    // Presenter: one size for all of it, `presenterPx` (drawn at 18 px or more on screen whatever the
    // zoom; the outer frame and the chips are 1em of it).
    <div className="flex flex-col-reverse items-center gap-1" style={presenter ? { fontSize: presenterPx } : undefined} data-testid="packet-body">
      {/* Keyed by shape: d3 leaves inline styles on the frames it animates, and React must not reuse those nodes for the plain card. */}
      {outer ? (
        <div key="wrapped" data-wrap={has('outer') || undefined} className="rounded-lg border-2 border-violet-600 bg-violet-100/95 p-1 shadow-md dark:border-violet-400 dark:bg-violet-950/95" data-testid="packet-outer">
          <div className={`px-1 pb-0.5 font-sans font-semibold text-violet-900 dark:text-violet-200 ${stacked ? `${presenter ? 'max-w-[14em]' : 'max-w-[14rem]'} whitespace-normal` : ''} ${presenter ? 'text-[1em]' : 'text-[12px]'}`}>▣ {outer}</div>
          <div className={`whitespace-pre px-1 pb-0.5 font-mono text-violet-900 dark:text-violet-200 ${presenter ? 'text-[1em]' : 'text-[12px]'}`} data-testid="packet-outer-addrs">
            {stacked ? outerAddrs(p.outer!).replace(' → ', '\n→ ') : outerAddrs(p.outer!)}
          </div>
          {card}
        </div>
      ) : unwrapped ? (
        <div key="unwrapped" className="relative">
          <div data-unwrap className="pointer-events-none absolute -inset-2 rounded-lg border-2 border-dashed border-violet-500" aria-hidden="true" />
          {before?.outer && (
            <div className={`mb-1 text-center font-mono text-violet-800 line-through decoration-2 dark:text-violet-300 ${presenter ? 'text-[1em]' : 'text-[12px]'}`} data-testid="packet-popped">
              ▣ {outerAddrs(before.outer)}
            </div>
          )}
          {card}
        </div>
      ) : (
        <div key="plain">{card}</div>
      )}
      {(chips.length > 0 || ev.lb || ev.flow?.hit || unwrapped) && (
        <div className={`flex flex-wrap justify-center gap-1 font-sans font-semibold ${presenter ? 'text-[1em]' : 'text-[12px]'} ${over ? 'max-w-[14em]' : ''}`}>
          {ev.flow?.hit && (
            <span className="inline-flex items-center gap-0.5 rounded bg-teal-700 px-1 text-white">
              <BoltIcon width={11} height={11} /> {t('trace.flowCache')}
            </span>
          )}
          {ev.lb && (
            <span className="inline-flex items-center gap-0.5 rounded bg-sky-700 px-1 text-white" data-testid="packet-lb">
              <ScaleIcon width={11} height={11} /> → {ev.lb.chosen.endpoint?.replace(/^pod\/default\//, '') ?? ev.lb.chosen.ip}
            </span>
          )}
          {chips.map((k) => (
            <span key={k} className={`rounded px-1 text-white ${k === 'encap' || k === 'decap' ? 'bg-violet-700' : 'bg-amber-700'}`} data-testid={`packet-chip-${k}`}>
              {KIND_WORD[k] ?? k}
            </span>
          ))}
        </div>
      )}
      {dropped && verdict && (
        <div className={`max-w-[18rem] rounded bg-rose-700 px-1.5 py-0.5 text-center font-sans text-white shadow ${presenter ? 'text-[1em]' : 'text-[12px]'}`} title={sayVerdictText(sayLang, verdict.message, verdict.msg)} data-testid="packet-drop-reason">
          <span className="font-bold">✕ {verdict.reason}</span> <span className="whitespace-normal">{dropWhere(verdict, t, sayLang)}</span>
        </div>
      )}
    </div>
  );
});
