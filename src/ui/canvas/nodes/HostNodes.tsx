// Custom React Flow nodes of the node view: compartments / netns, the vSwitch (or bridge), ports, NIC.
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { HostNodeData } from '../node-layout';
import { useActiveIds } from '../active';
import { useUi } from '../../app-context';

type P<K extends HostNodeData['kind']> = NodeProps<Node<Extract<HostNodeData, { kind: K }>>>;
const ring = (active: boolean) => (active ? 'ring-4 ring-sky-400/70 dark:ring-sky-500/70' : '');

export function CompartmentCard({ id, data }: P<'compartment'>) {
  const active = useActiveIds().has(id);
  return (
    <div className={`${data.host ? 'w-[280px]' : 'w-[190px]'} rounded-xl border-2 bg-white text-sm shadow-sm dark:bg-slate-900 ${data.host ? 'border-slate-500' : 'border-emerald-600/60'} ${ring(active)}`}>
      <div className={`rounded-t-[10px] px-3 py-1.5 ${data.host ? 'bg-slate-600 text-white' : 'bg-emerald-700 text-white'}`}>
        <div className="truncate font-semibold" title={data.title}>
          {data.title}
        </div>
        <div className="text-[11px] opacity-80">{data.subtitle}</div>
      </div>
      <ul className="space-y-1 px-3 py-2">
        {data.ifaces.map((i) => (
          <li key={i.name} className="rounded-md border border-slate-200 px-2 py-1 dark:border-slate-700">
            <div className="truncate text-xs font-medium" title={i.name}>
              {i.name}
              {i.forwarding ? <span className="ml-1 rounded bg-slate-200 px-1 text-[10px] dark:bg-slate-700">forwarding</span> : null}
            </div>
            <div className="font-mono text-xs">{i.ip}</div>
            <div className="font-mono text-[11px] text-slate-500 dark:text-slate-400">{i.mac}</div>
          </li>
        ))}
      </ul>
      {data.listen.length > 0 && <div className="px-3 pb-1 text-xs text-slate-600 dark:text-slate-400">listening: {data.listen.join(', ')}</div>}
      {!data.host && data.listen.length === 0 && <div className="px-3 pb-1 text-xs italic text-slate-400">nothing listens</div>}
      {data.routes.length > 0 && (
        <details className="px-3 pb-2 text-[11px]">
          <summary className="cursor-pointer text-slate-500">routes ({data.routes.length})</summary>
          <ul className="mt-1 space-y-0.5 font-mono">
            {data.routes.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </details>
      )}
      <Handle type="source" position={Position.Bottom} className="!opacity-0" />
    </div>
  );
}

export function VSwitchBox({ id, data }: P<'vswitch'>) {
  const active = useActiveIds().has(id);
  return (
    <div style={{ width: data.width, height: data.height }} className={`rounded-xl border-2 border-dashed ${data.os === 'windows' ? 'border-sky-500 bg-sky-50/60 dark:bg-sky-950/30' : 'border-orange-500 bg-orange-50/60 dark:bg-orange-950/20'} ${ring(active)}`}>
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <div className="px-3 pt-1.5 text-sm font-semibold">{data.title}</div>
      <div className="px-3 text-[11px] text-slate-500 dark:text-slate-400">{data.detail}</div>
    </div>
  );
}

const KIND_LABEL = { endpoint: 'pod port', host: 'host vNIC port', external: 'external port' } as const;

export function PortBox({ id, data }: P<'port'>) {
  const active = useActiveIds().has(id);
  const selected = useUi((s) => s.selection?.kind === 'port' && s.selection.port === data.portId);
  return (
    <div
      className={`w-[124px] cursor-pointer rounded-md border-2 bg-white px-2 py-1 text-xs shadow-sm dark:bg-slate-900 ${data.blocked ? 'border-rose-500' : selected ? 'border-sky-600' : 'border-slate-400 dark:border-slate-500'} ${ring(active)}`}
      data-testid={`port-${data.portId}`}
      title={`${data.name}\n${data.owner ?? ''}`}
    >
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <div className="font-semibold">{KIND_LABEL[data.portKind]}</div>
      <div className="truncate font-mono text-[11px]">{data.name.length > 16 ? `${data.name.slice(0, 8)}…` : data.name}</div>
      <div className="text-[11px] text-slate-500 dark:text-slate-400">
        {data.layers} layers · {data.rules} rules{data.blocked ? ' · BLOCKED' : ''}
      </div>
      <Handle type="source" position={Position.Bottom} className="!opacity-0" />
    </div>
  );
}

export function NicBox({ id, data }: P<'nic'>) {
  const active = useActiveIds().has(id);
  return (
    <div className={`w-[230px] rounded-md border-2 border-slate-500 bg-white px-3 py-1.5 text-sm dark:bg-slate-900 ${ring(active)}`}>
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <div className="font-semibold">{data.title}</div>
      <div className="font-mono text-[11px] text-slate-600 dark:text-slate-400">{data.detail}</div>
      <Handle type="source" position={Position.Bottom} className="!opacity-0" />
    </div>
  );
}

export function HostUnderlay({ id, data }: P<'underlay'>) {
  const active = useActiveIds().has(id);
  return (
    <div style={{ width: data.width }} className={`rounded-lg border-2 border-slate-400 bg-slate-100 px-4 py-2 dark:border-slate-600 dark:bg-slate-800 ${ring(active)}`}>
      <Handle type="target" position={Position.Top} className="!opacity-0" />
      <div className="font-semibold">{data.label}</div>
      <div className="text-xs text-slate-600 dark:text-slate-400">{data.detail}</div>
    </div>
  );
}
