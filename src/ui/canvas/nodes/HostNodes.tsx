// Custom React Flow nodes of the node view: compartments (Windows) or network namespaces (Linux),
// the vSwitch (or bridge) with its ports (or veth ends), the NIC and the underlay.
import { memo, useState } from 'react';
import { Handle, NodeToolbar, Position, type Node, type NodeProps } from '@xyflow/react';
import type { HostNodeData, IfaceView } from '../node-layout';
import { useIsActive } from '../active';
import { useApp, useUi } from '../../app-context';
import { hidden, ring, selectable } from './card-style';
import { useT } from '../../i18n/use-t';
import { layoutText, layoutWords } from '../layout-words';
import { useNarrationLang } from '../../i18n/narration';
import { routeNote } from '../route-note';
import { useLayoutLang } from '../use-layout-lang';

type P<K extends HostNodeData['kind']> = NodeProps<Node<Extract<HostNodeData, { kind: K }>>>;

function Iface({ i }: { i: IfaceView }) {
  const t = useT();
  return (
    <li className={`${i.ip6 ? 'h-[76px]' : 'h-[58px]'} rounded-md border border-slate-200 px-1.5 py-0.5 leading-[18px] dark:border-slate-700`}>
      <div className="truncate font-medium" title={i.name}>
        {i.name}
      </div>
      <div className="flex items-center justify-between gap-1">
        <span className="font-mono text-[13px]">{i.ip}</span>
        {i.forwarding && (
          <span className="rounded bg-slate-200 px-1 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200" title={t('trace.host.fwdTitle')}>
            {t('trace.host.fwd')}
          </span>
        )}
      </div>
      {i.ip6 && (
        // The address alone (its prefix length in the tooltip): pod cards are narrow.
        <div className="truncate font-mono text-[13px]" title={i.ip6}>
          {i.ip6.split('/')[0]}
        </div>
      )}
      <div className="font-mono text-[13px] text-slate-500 dark:text-slate-400">{i.mac}</div>
    </li>
  );
}

/** The routing table, opened over the canvas (a toolbar) so the card keeps its size. */
function Routes({ routes }: { routes: Extract<HostNodeData, { kind: 'compartment' }>['routes'] }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const lang = useNarrationLang();
  return (
    <>
      <button type="button" className={`nodrag mx-3 rounded text-left text-sky-800 underline print:hidden dark:text-sky-300 ${selectable}`} aria-expanded={open} onClick={() => setOpen(!open)}>
        {t(open ? 'trace.host.hideRoutes' : 'trace.host.showRoutes', { n: routes.length })}
      </button>
      <NodeToolbar isVisible={open} position={Position.Bottom} align="start" offset={4}>
        <div className="w-[340px] rounded-md border border-slate-300 bg-white p-2 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900" role="region" aria-label={t('trace.host.routes')}>
          <ul className="space-y-1">
            {routes.map((r) => (
              <li key={`${r.text} ${r.iface} ${r.note ?? ''}`}>
                <div className="font-mono text-[13px]">{r.text}</div>
                <div className="text-slate-600 dark:text-slate-400">{routeNote(lang, r)}</div>
              </li>
            ))}
          </ul>
        </div>
      </NodeToolbar>
    </>
  );
}

export const CompartmentCard = memo(function CompartmentCard({ id, data }: P<'compartment'>) {
  const app = useApp();
  const active = useIsActive(id);
  const view = useUi((s) => s.view);
  const t = useT();
  const lang = useLayoutLang();
  const selected = useUi((s) => (data.pod ? s.selection?.kind === 'pod' && s.selection.ref === data.pod : s.selection?.kind === 'node' && view.kind === 'node' && s.selection.node === view.node));
  const select = () => {
    if (data.pod) app.ui.getState().select({ kind: 'pod', ref: data.pod });
    else if (view.kind === 'node') app.ui.getState().select({ kind: 'node', node: view.node });
  };
  return (
    <div
      className={`flex h-full flex-col rounded-xl border-2 bg-white text-sm shadow-sm dark:bg-slate-900 ${selected ? 'border-sky-600 dark:border-sky-400' : data.host ? 'border-slate-500' : 'border-emerald-700/60'} ${ring(active)}`} data-current={active || undefined}
      data-testid={`compartment-${layoutText(data.title)}`}
    >
      <div className={`h-[44px] rounded-t-[10px] px-2.5 py-1 leading-[18px] text-white ${data.host ? 'bg-slate-600' : 'bg-emerald-800'}`}>
        <button type="button" className={`nodrag block max-w-full truncate rounded text-left font-semibold ${selectable}`} title={layoutWords(lang, data.title)} onClick={select}>
          {layoutWords(lang, data.title)}
        </button>
        <div className="flex items-center justify-between gap-1 text-[13px]">
          <span className="truncate opacity-90">{layoutWords(lang, data.subtitle)}</span>
          {data.linux && (
            <span className="shrink-0 rounded bg-white/20 px-1 text-xs" title={t(data.linux === 'netns' ? 'trace.host.netns' : 'trace.host.rootns')}>
              ≈ {data.linux}
            </span>
          )}
        </div>
      </div>
      <ul className="space-y-1 px-1.5 pt-1.5">
        {data.ifaces.map((i) => (
          <Iface key={i.name} i={i} />
        ))}
      </ul>
      <div className={`px-3 pt-1 leading-5 ${data.listen.id === 'layout.nothingListens' || data.listen.id === 'layout.listenUnknown' ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-700 dark:text-slate-300'}`} title={layoutWords(lang, data.listen)}>
        {layoutWords(lang, data.listen)}
      </div>
      {data.routes.length > 0 && <Routes routes={data.routes} />}
      {data.taps.map((x, k) => (
        <Handle key={k} type="source" id={`if:${k}`} position={Position.Bottom} style={{ left: x }} className={hidden} />
      ))}
    </div>
  );
});

export const VSwitchBox = memo(function VSwitchBox({ id, data }: P<'vswitch'>) {
  const active = useIsActive(id);
  const lang = useLayoutLang();
  const win = data.os === 'windows';
  return (
    <div className={`relative h-full rounded-xl border-2 border-dashed ${win ? 'border-sky-600 bg-sky-50/70 dark:bg-sky-950/40' : 'border-orange-600 bg-orange-50/70 dark:bg-orange-950/30'} ${ring(active)}`} data-current={active || undefined} data-testid="vswitch">
      <div className={`absolute bottom-1.5 left-3 text-sm leading-5 ${data.titleAt === 'bottom-left' ? 'right-[180px]' : 'right-3'}`}>
        <div className="font-semibold">{layoutWords(lang, data.title)}</div>
        <div className="text-slate-600 dark:text-slate-300">
          {data.hint && <span className="print:hidden">{layoutWords(lang, data.hint)} </span>}
          {layoutWords(lang, data.detail)}
        </div>
      </div>
    </div>
  );
});

const PORT_TONE = {
  'pod port': 'border-emerald-700/60',
  'mgmt vNIC': 'border-slate-500',
  'cbr0 vNIC': 'border-slate-500',
  'host vNIC': 'border-slate-500',
  external: 'border-slate-700 dark:border-slate-300',
  other: 'border-slate-400',
  veth: 'border-orange-600/70',
  cbr0: 'border-orange-600/70',
  cilium_host: 'border-orange-600/70',
} as const;

export const PortBox = memo(function PortBox({ id, data }: P<'port'>) {
  const app = useApp();
  const active = useIsActive(id);
  const view = useUi((s) => s.view);
  const t = useT();
  const selected = useUi((s) => (data.vfp ? s.selection?.kind === 'port' && s.selection.port === data.portId : !!data.owner && s.selection?.kind === 'pod' && s.selection.ref === data.owner));
  const select = () => {
    if (view.kind !== 'node') return;
    if (data.vfp) app.ui.getState().select({ kind: 'port', node: view.node, port: data.portId });
    else if (data.owner) app.ui.getState().select({ kind: 'pod', ref: data.owner });
  };
  return (
    <div className={`h-full rounded-md ${ring(active)}`} data-current={active || undefined}>
      <Handle type="target" position={Position.Top} className={hidden} />
      <button
        type="button"
        onClick={select}
        aria-pressed={selected}
        className={`nodrag flex h-full w-full flex-col items-start rounded-md border-2 bg-white px-1.5 text-left text-sm leading-[18px] shadow-sm dark:bg-slate-900 ${selectable} ${
          data.blocked ? 'border-rose-600' : selected ? 'border-sky-600 ring-2 ring-sky-400/60 dark:border-sky-400' : PORT_TONE[data.label]
        } ${data.vfp ? 'cursor-pointer hover:bg-sky-50 dark:hover:bg-slate-800' : 'cursor-default'}`}
        data-testid={`port-${data.portId}`}
        title={data.vfp ? `${data.name}${data.owner ? `\n${data.owner}` : ''}\n${t('trace.host.portTitle')}` : data.label === 'veth' ? t('trace.host.vethTitle', { name: data.name }) : t('trace.host.bridgeTitle', { name: data.name })}
      >
        <span className="font-semibold">{data.label === 'pod port' ? t('trace.host.podPort') : data.label}</span>
        {/* A VFP port's name is an id (a GUID, "Container NIC …"): abbreviated, whole in the title. */}
        <span className="w-full truncate font-mono text-[13px]" data-abbrev={data.vfp || undefined}>
          {data.name}
        </span>
        {data.vfp ? (
          <span className={data.blocked ? 'font-semibold text-rose-700 dark:text-rose-400' : 'text-slate-600 dark:text-slate-300'}>{data.blocked ? t('trace.host.blocked') : data.rules === 1 ? t('trace.host.rule') : t('trace.host.rules', { n: data.rules ?? 0 })}</span>
        ) : null}
        {/* Named by what it shows (WCAG 2.5.3), then what it is, for a screen reader. */}
        {data.vfp && <span className="sr-only">{t('trace.host.vfpPortOf', { who: data.owner ?? t('trace.host.theNode') })}</span>}
      </button>
      <Handle type="source" position={Position.Bottom} className={hidden} />
    </div>
  );
});

export const NicBox = memo(function NicBox({ id, data }: P<'nic'>) {
  const active = useIsActive(id);
  const lang = useLayoutLang();
  return (
    <div className={`h-full rounded-md border-2 border-slate-600 bg-white px-3 py-1 text-sm leading-5 dark:border-slate-400 dark:bg-slate-900 ${ring(active)}`} data-current={active || undefined} data-testid="nic" title={layoutWords(lang, data.note)}>
      <Handle type="target" id="top" position={Position.Top} style={{ left: data.tapX }} className={hidden} />
      <div className="font-semibold">{layoutWords(lang, data.title)}</div>
      <div className="font-mono text-[13px] text-slate-600 dark:text-slate-300">{data.detail}</div>
      <Handle type="source" id="link" position={data.link === 'left' ? Position.Left : Position.Right} className={hidden} />
    </div>
  );
});

export const HostUnderlay = memo(function HostUnderlay({ id, data }: P<'underlay'>) {
  const active = useIsActive(id);
  const lang = useLayoutLang();
  return (
    <div className={`h-full rounded-lg border-2 border-slate-400 bg-slate-100 px-4 py-1.5 leading-5 dark:border-slate-500 dark:bg-slate-800 ${ring(active)}`} data-current={active || undefined} data-testid="underlay">
      <Handle type="target" id="link" position={data.link === 'left' ? Position.Left : Position.Right} className={hidden} />
      <div className="font-semibold">{layoutWords(lang, data.label)}</div>
      <div className="text-sm text-slate-600 dark:text-slate-300">{layoutWords(lang, data.detail)}</div>
    </div>
  );
});
