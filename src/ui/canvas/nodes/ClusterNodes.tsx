// Custom React Flow nodes of the cluster view. Sizes come from the layout (geometry.ts); text is
// 14 px (monospace 13 px) at zoom 1. Every card has a real button, so the keyboard reaches what
// the mouse does: select it, open a node, pick a pod.
import { memo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { ClusterNodeData, PodChip } from '../cluster-layout';
import { useIsActive } from '../active';
import { useApp, useUi } from '../../app-context';
import { ring, selectable, hidden } from './card-style';
import { useT } from '../../i18n/use-t';
import { layoutWords } from '../layout-words';
import { useLayoutLang } from '../use-layout-lang';

type P<K extends ClusterNodeData['kind']> = NodeProps<Node<Extract<ClusterNodeData, { kind: K }>>>;

function PodChipButton({ pod, selected }: { pod: PodChip; selected: boolean }) {
  const app = useApp();
  return (
    <li>
      <button
        type="button"
        className={`nodrag flex h-7 w-full items-center justify-between gap-2 rounded-md border px-2 text-left text-sm ${selectable} ${
          selected ? 'border-sky-600 bg-sky-50 dark:border-sky-400 dark:bg-sky-950' : 'border-slate-200 bg-slate-50 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:hover:border-slate-500'
        }`}
        aria-pressed={selected}
        onClick={(e) => {
          e.stopPropagation();
          app.ui.getState().select({ kind: 'pod', ref: pod.ref });
        }}
        data-testid={`pod-chip-${pod.label}`}
      >
        <span className="truncate font-medium">{pod.label}</span>
        <span className="font-mono text-[13px] text-slate-600 dark:text-slate-300">{pod.ip}</span>
      </button>
    </li>
  );
}

export const K8sNodeCard = memo(function K8sNodeCard({ id, data }: P<'k8s-node'>) {
  const app = useApp();
  const t = useT();
  const active = useIsActive(id);
  const selected = useUi((s) => s.selection?.kind === 'node' && s.selection.node === data.name);
  const selectedPod = useUi((s) => (s.selection?.kind === 'pod' ? s.selection.ref : undefined));
  const win = data.os === 'windows';
  return (
    <div
      className={`flex h-full flex-col rounded-xl border-2 bg-white text-sm shadow-sm dark:bg-slate-900 ${selected ? 'border-sky-600 dark:border-sky-400' : win ? 'border-sky-700/50' : 'border-orange-600/50'} ${ring(active)}`} data-current={active || undefined}
      data-testid={`cluster-node-${data.name}`}
    >
      <Handle type="target" id="top" position={Position.Top} className={hidden} />
      <div className={`flex items-center gap-2 rounded-t-[10px] px-2 py-1 text-white ${win ? 'bg-sky-800' : 'bg-orange-700'}`}>
        {/* The name gets the header's width (gke-hybrid's pool names were cut): the OS is a row below. */}
        <button type="button" className={`nodrag min-w-0 flex-1 truncate rounded text-left text-[15px] font-semibold ${selectable}`} title={data.name} onClick={() => app.ui.getState().select({ kind: 'node', node: data.name })}>
          {data.name}
        </button>
        <button
          type="button"
          className={`nodrag rounded bg-white/15 px-1.5 text-xs font-medium hover:bg-white/30 ${selectable}`}
          aria-label={t('trace.node.open', { node: data.name })}
          title={t('trace.node.openTitle')}
          onClick={() => app.ui.getState().open({ kind: 'node', node: data.name })}
        >
          {t('trace.node.openShort')}
        </button>
      </div>
      <dl className="grid grid-cols-[auto_1fr_auto] gap-x-2 px-3 pt-1.5 leading-5">
        <dt className="text-slate-500 dark:text-slate-400">IP</dt>
        <dd className="font-mono text-[13px]">{data.ip}</dd>
        <dd className={`row-span-2 self-start rounded px-1.5 text-xs font-medium ${win ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100' : 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100'}`}>{win ? 'Windows' : 'Linux'}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t('trace.node.pods')}</dt>
        <dd className="font-mono text-[13px]">{data.podCidr}</dd>
      </dl>
      <div className="px-3 pb-1.5 text-slate-600 dark:text-slate-300">
        {data.mode}
      </div>
      <ul className="space-y-1 px-2 pb-2">
        {data.pods.map((p) => (
          <PodChipButton key={p.ref} pod={p} selected={selectedPod === p.ref} />
        ))}
        {data.podCount === 0 && <li className="px-1 text-slate-500 italic dark:text-slate-400">{t('trace.node.noPods')}</li>}
        {data.podCount > data.pods.length && <li className="px-1 text-slate-600 dark:text-slate-300">{t('trace.node.morePods', { n: data.podCount - data.pods.length })}</li>}
      </ul>
      <Handle type="source" id="bottom" position={Position.Bottom} className={hidden} />
      <Handle type="source" id="left" position={Position.Left} className={hidden} />
    </div>
  );
});

export const ServiceCard = memo(function ServiceCard({ id, data }: P<'service'>) {
  const app = useApp();
  const t = useT();
  const active = useIsActive(id);
  const selected = useUi((s) => s.selection?.kind === 'service' && s.selection.ref === data.ref);
  return (
    <div
      className={`h-full rounded-lg border-2 bg-sky-50 px-3 py-1 text-sm leading-[18px] shadow-sm dark:bg-sky-950/60 ${selected ? 'border-sky-700 dark:border-sky-300' : 'border-sky-400 dark:border-sky-700'} ${ring(active)}`} data-current={active || undefined}
      data-testid={`service-${data.name}`}
    >
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={`nodrag truncate rounded font-semibold ${selectable}`} onClick={() => app.ui.getState().select({ kind: 'service', ref: data.ref })}>
          svc/{data.name}
        </button>
        <span className="text-xs text-sky-900 dark:text-sky-200">{data.type}</span>
      </div>
      {/* The VIP and the ports on lines of their own: "80→8080/TCP" was cut after the VIP. */}
      {(data.vips ?? [data.vip]).map((vip) => (
        <div key={vip} className="truncate font-mono text-[13px]" title={`VIP ${vip}`}>
          {vip}
        </div>
      ))}
      <div className="font-mono text-[13px]" data-testid="service-ports">
        {data.ports.join(' · ')}
      </div>
      {data.backends === 0 ? (
        <div className="truncate text-amber-800 dark:text-amber-300" title={t('trace.svc.noBackendsTitle')}>
          {t('trace.svc.noBackends')}
        </div>
      ) : (
        <div className="text-slate-600 dark:text-slate-300">
          {data.backends === 1 ? t('trace.svc.backend') : t('trace.svc.backends', { n: data.backends })}
          {data.backendNodes > 1 ? ` ${t('trace.svc.onNodes', { n: data.backendNodes })}` : ''}
          {data.affinity ? ' · affinity ClientIP' : ''}
          {data.external.length ? ` · ${data.external.join(', ')}` : ''}
        </div>
      )}
      <Handle type="source" position={Position.Bottom} className={hidden} />
    </div>
  );
});

export const UnderlayBar = memo(function UnderlayBar({ id, data }: P<'underlay'>) {
  const active = useIsActive(id);
  const lang = useLayoutLang();
  return (
    <div className={`min-h-full rounded-lg border-2 border-slate-400 bg-slate-100 px-4 py-1.5 leading-5 dark:border-slate-500 dark:bg-slate-800 ${ring(active)}`} data-current={active || undefined} data-testid="underlay">
      {data.taps.map((t) =>
        t.side === 'top' ? (
          <Handle key={t.id} type="target" id={t.id} position={Position.Top} style={{ left: t.x }} className={hidden} />
        ) : (
          <Handle key={t.id} type="source" id={t.id} position={Position.Bottom} style={{ left: t.x }} className={hidden} />
        ),
      )}
      <div className="font-semibold">{layoutWords(lang, data.label)}</div>
      <div className="text-sm text-slate-600 dark:text-slate-300">{layoutWords(lang, data.detail)}</div>
    </div>
  );
});

export const InternetCard = memo(function InternetCard({ id, data }: P<'internet'>) {
  const active = useIsActive(id);
  const lang = useLayoutLang();
  return (
    <div className={`flex h-full items-center justify-center rounded-full border-2 border-slate-400 bg-white font-semibold dark:border-slate-500 dark:bg-slate-900 ${ring(active)}`} data-current={active || undefined} data-testid="internet">
      <Handle type="target" id="top" position={Position.Top} className={hidden} />
      {layoutWords(lang, data.label)}
      <Handle type="source" id="right" position={Position.Right} className={hidden} />
      <Handle type="source" id="bottom" position={Position.Bottom} className={hidden} />
    </div>
  );
});

export const ExternalCard = memo(function ExternalCard({ id, data }: P<'external'>) {
  const app = useApp();
  const t = useT();
  const active = useIsActive(id);
  const selected = useUi((s) => s.selection?.kind === 'external' && s.selection.ref === data.ref);
  return (
    <div
      className={`h-full rounded-lg border-2 bg-white px-3 py-1 text-sm leading-5 dark:bg-slate-900 ${selected ? 'border-sky-600 dark:border-sky-400' : 'border-slate-300 dark:border-slate-600'} ${ring(active)}`} data-current={active || undefined}
      data-testid={`external-${data.name}`}
    >
      <Handle type="target" id="top" position={Position.Top} className={hidden} />
      <Handle type="target" id="left" position={Position.Left} className={hidden} />
      <Handle type="target" id="bottom" position={Position.Bottom} className={hidden} />
      <button type="button" className={`nodrag block max-w-full truncate rounded font-semibold ${selectable}`} onClick={() => app.ui.getState().select({ kind: 'external', ref: data.ref })}>
        {data.name}
      </button>
      <div className="font-mono text-[13px]">{data.ip}</div>
      <div className="truncate text-slate-600 dark:text-slate-300" title={data.listen.join(', ')}>
        {t(data.location === 'internet' ? 'trace.ext.internet' : 'trace.ext.nodeNetwork')} · {data.listen.join(', ') || t('trace.ext.nothing')}
      </div>
    </div>
  );
});
