// Custom React Flow nodes of the cluster view.
import { Handle, Position, type NodeProps, type Node } from '@xyflow/react';
import type { ClusterNodeData } from '../cluster-layout';
import { useActiveIds } from '../active';

type P<K extends ClusterNodeData['kind']> = NodeProps<Node<Extract<ClusterNodeData, { kind: K }>>>;

const ring = (active: boolean) => (active ? 'ring-4 ring-sky-400/70 dark:ring-sky-500/70' : '');

export function K8sNodeCard({ id, data }: P<'k8s-node'>) {
  const active = useActiveIds().has(id);
  const win = data.os === 'windows';
  return (
    <div className={`w-[260px] rounded-xl border-2 bg-white shadow-sm dark:bg-slate-900 ${win ? 'border-sky-600/60' : 'border-orange-500/60'} ${ring(active)}`} data-testid={`cluster-node-${data.name}`}>
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <div className={`flex items-center justify-between rounded-t-[10px] px-3 py-1.5 text-white ${win ? 'bg-sky-700' : 'bg-orange-600'}`}>
        <span className="font-semibold">{data.name}</span>
        <span className="rounded bg-white/20 px-1.5 text-xs">{win ? 'Windows' : 'Linux'}</span>
      </div>
      <div className="space-y-0.5 px-3 py-2 text-sm">
        <div className="font-mono text-xs">node IP {data.ip}</div>
        <div className="font-mono text-xs">pod CIDR {data.podCidr}</div>
        <div className="text-xs text-slate-500 dark:text-slate-400">{data.mode}</div>
      </div>
      <ul className="space-y-1 px-3 pb-3">
        {data.pods.map((p) => (
          <li key={p.ref} className="flex items-center justify-between rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 text-xs dark:border-slate-700 dark:bg-slate-800">
            <span className="font-medium">{p.namespace === 'default' ? p.name : `${p.namespace}/${p.name}`}</span>
            <span className="font-mono text-slate-600 dark:text-slate-300">{p.ip}</span>
          </li>
        ))}
        {data.pods.length === 0 && <li className="text-xs italic text-slate-400">no pods</li>}
      </ul>
      <div className="border-t border-slate-100 px-3 py-1 text-[11px] text-slate-400 dark:border-slate-800">double-click to open the node</div>
      <Handle type="source" position={Position.Bottom} className="!opacity-0" />
    </div>
  );
}

export function ServiceCard({ id, data }: P<'service'>) {
  const active = useActiveIds().has(id);
  return (
    <div className={`w-[210px] rounded-lg border-2 border-sky-400 bg-sky-50 px-3 py-2 text-sm shadow-sm dark:border-sky-700 dark:bg-sky-950/60 ${ring(active)}`} data-testid={`service-${data.name}`}>
      <div className="flex items-center justify-between">
        <span className="font-semibold">svc/{data.name}</span>
        <span className="text-xs text-sky-800 dark:text-sky-300">{data.type}</span>
      </div>
      <div className="font-mono text-xs">VIP {data.vip}</div>
      <div className="font-mono text-xs">{data.ports.join(' · ')}</div>
      <div className="text-xs text-slate-600 dark:text-slate-400">
        {data.backends} backend{data.backends === 1 ? '' : 's'}
        {data.affinity ? ' · affinity ClientIP' : ''}
      </div>
      <Handle type="source" position={Position.Bottom} className="!opacity-0" />
    </div>
  );
}

export function UnderlayBar({ id, data }: P<'underlay'>) {
  const active = useActiveIds().has(id);
  return (
    <div style={{ width: data.width }} className={`rounded-lg border-2 border-slate-400 bg-slate-100 px-4 py-2 dark:border-slate-600 dark:bg-slate-800 ${ring(active)}`} data-testid="underlay">
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <div className="font-semibold">{data.label}</div>
      <div className="text-xs text-slate-600 dark:text-slate-400">{data.detail}</div>
      <Handle type="source" id="right" position={Position.Right} className="!opacity-0" />
    </div>
  );
}

export function InternetCard({ id, data }: P<'internet'>) {
  const active = useActiveIds().has(id);
  return (
    <div className={`rounded-full border-2 border-slate-400 bg-white px-5 py-2 text-sm font-semibold dark:border-slate-600 dark:bg-slate-900 ${ring(active)}`}>
      <Handle type="target" position={Position.Left} className="!opacity-0" />
      {data.label}
      <Handle type="source" position={Position.Top} className="!opacity-0" />
    </div>
  );
}

export function ExternalCard({ id, data }: P<'external'>) {
  const active = useActiveIds().has(id);
  return (
    <div className={`w-[200px] rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900 ${ring(active)}`} data-testid={`external-${data.name}`}>
      <Handle type="target" position={Position.Bottom} className="!opacity-0" />
      <Handle type="target" id="left" position={Position.Left} className="!opacity-0" />
      <div className="font-semibold">{data.name}</div>
      <div className="font-mono text-xs">{data.ip}</div>
      <div className="text-xs text-slate-500 dark:text-slate-400">{data.location === 'internet' ? 'on the internet' : 'on the node network'} · {data.listen.join(', ') || 'no listeners'}</div>
    </div>
  );
}
