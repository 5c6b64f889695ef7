// The VFP pipeline for the current step (ui-guide: port → layers → groups → rules): the port and
// direction the packet is crossing, its layers in evaluation order (d3), and the chosen layer
// explained rule by rule. A flow-cache hit is one lookup instead of the walk, and says so.
import { useMemo, useState } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { World } from '../../core/world/world';
import { findPort, layerRows, portPassAt } from '../../state/pipeline';
import { placeText } from '../../io/trace/json';
import { useApp } from '../app-context';
import { BoltIcon } from '../common/icons';
import { linkButton } from '../common/controls';
import { EmptyState } from '../common/Section';
import { LayerDetail } from './LayerDetail';
import { sayEdits, useNarrationLang } from '../i18n/narration';
import { PipelineStrip, type StripRow } from './PipelineStrip';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

export function PipelinePanel({ events, step, world }: { events: readonly TraceEvent[]; step: number; world: World }) {
  const app = useApp();
  const sayLang = useNarrationLang();
  const t = useT();
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

  if (!pass) return <EmptyState testId="pipeline-empty">{t('trace.pipe.empty')}</EmptyState>;
  if (!port) return <EmptyState>{t('trace.pipe.gone', { port: pass.portId })}</EmptyState>;
  const head = events[pass.first]!;
  return (
    <div className="space-y-2" data-testid="pipeline-panel">
      <div className="text-sm">
        {!pass.current && <div className="text-slate-600 dark:text-slate-400">{t('trace.pipe.lastPort')}</div>}
        <div className="font-mono text-xs break-words">{placeText(head.at)}</div>
        <div className="text-slate-600 dark:text-slate-400">
          {t(port.kind === 'endpoint' ? 'trace.pipe.podPort' : port.kind === 'host' ? 'trace.pipe.hostPort' : 'trace.pipe.extPort')} · {t(pass.direction === 'out' ? 'trace.pipe.out' : 'trace.pipe.in')} · {t(`trace.leg.${pass.leg}`)}
        </div>
      </div>
      {pass.flowHit && (
        <div className="flex gap-1.5 rounded-md border border-teal-400 bg-teal-50 p-2 text-sm dark:border-teal-700 dark:bg-teal-950/40" data-testid="flow-hit">
          <BoltIcon className="mt-0.5 shrink-0 text-teal-700 dark:text-teal-400" />
          <div>
            <div className="font-semibold text-teal-800 dark:text-teal-300">{t('trace.pipe.flowHit')}{pass.flowHit.flow?.reverse ? ` ${t('trace.pipe.reverse')}` : ''}</div>
            {t('trace.pipe.oneLookup')}{' '}
            {pass.flowHit.transpositions?.length ? sayEdits(sayLang, pass.flowHit.transpositions.flatMap((x) => x.edits)) : t('trace.pipe.noRewrite')}.
          </div>
        </div>
      )}
      <PipelineStrip rows={rows} selected={shown} current={currentLayer} onSelect={(layer) => setPicked({ pass: pass.first, layer })} />
      {shownRow?.index !== undefined && shownRow.index <= index ? (
        <LayerDetail key={shownRow.index} events={events} index={shownRow.index} port={port} />
      ) : shownRow?.state === 'upcoming' && shownRow.index !== undefined ? (
        <EmptyState>
          {t('trace.pipe.reaches', { layer: shownRow.layer.name, step: shownRow.index + 1 })}{' '}
          <button type="button" className={linkButton} onClick={() => app.playhead.getState().setStep(shownRow.index! + 1)}>
            {t('trace.insp.goStep', { step: shownRow.index + 1 })}
          </button>
        </EmptyState>
      ) : shownRow ? (
        <EmptyState>{t(shownRow.state === 'cached' ? 'trace.pipe.cachedLayer' : 'trace.pipe.droppedBefore')}</EmptyState>
      ) : null}
    </div>
  );
}
