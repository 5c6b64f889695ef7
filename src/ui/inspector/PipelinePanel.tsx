// The VFP pipeline for the current step (ui-guide: port → layers → groups → rules): the port and
// direction the packet is crossing, its layers in evaluation order (d3), and the chosen layer
// explained rule by rule. A flow-cache hit is one lookup instead of the walk, and says so.
import { useMemo, useState } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { World } from '../../core/world/world';
import { findPort, layerRows, portPassAt } from '../../state/pipeline';
import { placeText } from '../../io/trace/json';
import { describeEdit } from '../../core/packet/transposition';
import { useApp } from '../app-context';
import { BoltIcon } from '../common/icons';
import { linkButton } from '../common/controls';
import { EmptyState } from '../common/Section';
import { LayerDetail } from './LayerDetail';
import { sayEdits, useNarrationLang } from '../i18n/narration';
import { PipelineStrip, type StripRow } from './PipelineStrip';

export function PipelinePanel({ events, step, world }: { events: readonly TraceEvent[]; step: number; world: World }) {
  const app = useApp();
  const sayLang = useNarrationLang();
  const index = step - 1;
  const pass = useMemo(() => portPassAt(events, index), [events, index]);
  const port = pass ? findPort(world, pass.node, pass.portId) : undefined;
  const rows = useMemo<StripRow[]>(() => (pass && port ? layerRows(events, pass, port, index).map((r) => ({ ...r, tone: r.index !== undefined ? events[r.index]!.tone : undefined })) : []), [events, pass, port, index]);
  const currentLayer = pass?.current ? events[index]!.at.layer : undefined;
  // The layer the user picked in this pass; otherwise the current step's, or the last one reached.
  const [picked, setPicked] = useState<{ pass: number; layer: string }>();
  const reached = rows.filter((r) => r.index !== undefined && r.index <= index);
  const shown = (picked && pass && picked.pass === pass.first ? picked.layer : undefined) ?? currentLayer ?? reached[reached.length - 1]?.layer.name;
  const shownRow = rows.find((r) => r.layer.name === shown);

  if (!pass) return <EmptyState testId="pipeline-empty">VFP runs on the vSwitch ports: step on (→) until the packet enters a port to see its layers, groups and rules.</EmptyState>;
  if (!port) return <EmptyState>The port {pass.portId} is not in this scenario any more: send the probe again.</EmptyState>;
  const head = events[pass.first]!;
  return (
    <div className="space-y-2" data-testid="pipeline-panel">
      <div className="text-sm">
        {!pass.current && <div className="text-slate-600 dark:text-slate-400">This step is not on a port; the last port the packet crossed:</div>}
        <div className="font-mono text-xs break-words">{placeText(head.at)}</div>
        <div className="text-slate-600 dark:text-slate-400">
          {port.kind === 'endpoint' ? 'pod port' : port.kind === 'host' ? 'host vNIC (management) port' : 'external port'} · {pass.direction === 'out' ? 'outbound: leaving the vNIC' : 'inbound: towards the vNIC'} · {pass.leg}
        </div>
      </div>
      {pass.flowHit && (
        <div className="flex gap-1.5 rounded-md border border-teal-400 bg-teal-50 p-2 text-sm dark:border-teal-700 dark:bg-teal-950/40" data-testid="flow-hit">
          <BoltIcon className="mt-0.5 shrink-0 text-teal-700 dark:text-teal-400" />
          <div>
            <div className="font-semibold text-teal-800 dark:text-teal-300">flow cache hit{pass.flowHit.flow?.reverse ? ' (reverse flow)' : ''}</div>
            One lookup in the unified flow table instead of the layer walk below; the cached transposition:{' '}
            {sayEdits(sayLang, pass.flowHit.transpositions?.length ? pass.flowHit.transpositions.flatMap((t) => t.edits.map(describeEdit)).join('; ') : 'no rewrite')}.
          </div>
        </div>
      )}
      <PipelineStrip rows={rows} selected={shown} current={currentLayer} onSelect={(layer) => setPicked({ pass: pass.first, layer })} />
      {shownRow?.index !== undefined && shownRow.index <= index ? (
        <LayerDetail key={shownRow.index} events={events} index={shownRow.index} port={port} />
      ) : shownRow?.state === 'upcoming' && shownRow.index !== undefined ? (
        <EmptyState>
          The packet reaches {shownRow.layer.name} at step {shownRow.index + 1}.{' '}
          <button type="button" className={linkButton} onClick={() => app.playhead.getState().setStep(shownRow.index! + 1)}>
            Go to step {shownRow.index + 1}
          </button>
        </EmptyState>
      ) : shownRow ? (
        <EmptyState>{shownRow.state === 'cached' ? 'The flow cache answered: this layer was not walked.' : 'The packet was dropped before this layer.'}</EmptyState>
      ) : null}
    </div>
  );
}
