// The inspector for the current step (ui-guide: right panel): the step, the verdict (once the
// journey ends), the VFP pipeline, the headers, the load balancer, the commands that show the step on a
// real node; each section folds. Everything here is a function of
// (trace, step), so stepping back shows exactly what stepping forward showed. With no trace: the
// selected port's rules, or what to do next.
import { familyOf } from '../../core/net/ip';
import { portNamesOf } from '../../io/replay/port-names';
import { HoldHeight } from '../common/HoldHeight';
import { useMemo } from 'react';
import { frameAt } from '../../state/frame';
import { simulationOf } from '../../state/simulation';
import { useSimulation } from '../drawn-scenario';
import { walkedCounters } from '../../state/port-rules';
import type { Port } from '../../core/vfp/model';
import { useApp, useCapture, usePlayer, useScenario, useUi } from '../app-context';
import { linkButton } from '../common/controls';
import { EmptyState, Section } from '../common/Section';
import { lazyNamed, Loading } from '../common/lazy';
import { chunks } from '../common/chunks';
import type { TraceEvent } from '../../core/trace/trace';
import { HeadersPanel } from './HeadersPanel';
import { PipelinePanel } from './PipelinePanel';
import { StepPanel } from './StepPanel';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';
import { usePanelStep } from '../player/usePanelStep';

// The load balancer's charts and the real-node commands load when their section first has content.
const LbPanel = lazyNamed(chunks.lbPanel, 'LbPanel');
const RealNodePanel = lazyNamed(chunks.realNodePanel, 'RealNodePanel');
// A port's rules (on selection) and the verdict (at the end) are not needed for the first step.
const PortRules = lazyNamed(chunks.portRules, 'PortRules');
const VerdictPanel = lazyNamed(chunks.verdictPanel, 'VerdictPanel');
const FixPanel = lazyNamed(chunks.fixPanel, 'FixPanel');
const HandOver = lazyNamed(chunks.handOver, 'HandOver');
// The user's pktmon capture beside the walk, and its line in the verdict (issue 25).
const CaptureSection = lazyNamed(chunks.captureSection, 'CaptureSection');
const ModelVsNode = lazyNamed(chunks.captureSection, 'ModelVsNode');

function SelectedPort() {
  const sel = useUi((s) => s.selection);
  const { sim } = useSimulation();
  if (sel?.kind !== 'port') return null;
  if (sim instanceof Error) return null;
  const h = sim.world.hosts.get(sel.node);
  const port = h?.kind === 'windows' ? h.vswitch.ports.find((p) => p.id === sel.port) : undefined;
  if (!port) return null;
  return <SelectedPortSection port={port} node={sel.node} />;
}

function SelectedPortSection({ port, node }: { port: Port; node: string }) {
  const app = useApp();
  const t = useT();
  // The document `port` was drawn from: after a big edit, for a moment the one before it.
  const { scenario } = useSimulation();
  const walkedScenario = usePlayer((s) => s.scenario);
  const runtime = usePlayer((s) => s.result?.runtime);
  const walkedDst = usePlayer((s) => s.result?.trace.packet.dst);
  // Counters of a trace walked on this very document only (an edit since makes them stale).
  const walked = runtime && walkedScenario === scenario ? walkedCounters(runtime, node, port.id) : undefined;
  // On a replayed node, a port GUID its files never printed is the model's: said so beside it.
  const namer = useMemo(() => portNamesOf(scenario), [scenario]);
  const named = namer?.(node, port.id, port.friendlyName);
  const madeUp = !!named && !named.name;
  return (
    <Section
      id="port-rules"
      title={t('trace.insp.portRules')}
      aside={
        <button type="button" className={linkButton} onClick={() => app.ui.getState().select(undefined)}>
          {t('trace.insp.close')}
        </button>
      }
    >
      <Loading>
        <PortRules port={port} walked={walked} madeUpId={madeUp} family={walked && walkedDst !== undefined ? familyOf(walkedDst) : undefined} />
      </Loading>
    </Section>
  );
}

/** The step (1-based) where a leg ends: its drop or its delivery. */
const lastStepOf = (events: readonly TraceEvent[], leg: 'request' | 'reply') => events.findLastIndex((e) => e.leg === leg) + 1 || undefined;

export function Inspector() {
  const app = useApp();
  const t = useT();
  const result = usePlayer((s) => s.result);
  const walked = usePlayer((s) => s.scenario);
  const trace = result?.trace;
  const step = usePanelStep(trace?.events);
  const frame = useMemo(() => frameAt(trace, step), [trace, step]);
  const sim = walked ? simulationOf(walked) : undefined;
  const world = sim && !(sim instanceof Error) ? sim.world : undefined;
  const fromDumps = useScenario((s) => s.source.kind === 'import');
  // How the user's files name the replayed node's ports: commands name them so, or say they cannot.
  const portName = useMemo(() => (walked ? portNamesOf(walked) : undefined), [walked]);
  const mode = useUi((s) => s.mode);
  const hasLb = useMemo(() => trace?.events.findIndex((e) => e.lb) ?? -1, [trace]);
  const aligned = useCapture((s) => !!s.derived);
  if (!trace) {
    return (
      <div className="space-y-3 p-3" data-testid="inspector">
        <SelectedPort />
        <EmptyState testId="inspector-empty">
          {t(mode === 'trace' ? 'trace.insp.emptyTrace' : 'trace.insp.emptyOther')} {t('trace.insp.clickPort')}
        </EmptyState>
      </div>
    );
  }
  const ev = frame.event;
  return (
    <div className="space-y-3 p-3" data-testid="inspector">
      <SelectedPort />
      {/* As tall as the tallest step so far: the sections below stay put while the demo plays. */}
      <HoldHeight holdKey={trace}>{ev ? <StepPanel ev={ev} step={frame.step} total={frame.total} /> : <EmptyState>{t('trace.insp.pressPlay')}</EmptyState>}</HoldHeight>
      {/* The verdict right under the step: at the end of the journey it is what matters most. */}
      <Section id="verdict" title={t('trace.insp.verdict')} testId="section-verdict">
        {aligned && (
          <div className="mb-2">
            <Loading>
              <ModelVsNode />
            </Loading>
          </div>
        )}
        {frame.done ? (
          <Loading>
            <div className="space-y-2">
              <VerdictPanel leg={trace.request} side="request" label={t('trace.insp.request')} decidingStep={lastStepOf(trace.events, 'request')} />
              {trace.reply && <VerdictPanel leg={trace.reply} side="reply" label={t('trace.insp.replyLeg')} decidingStep={lastStepOf(trace.events, 'reply')} />}
              <FixPanel trace={trace} />
              <HandOver trace={trace} />
            </div>
          </Loading>
        ) : (
          <EmptyState testId="verdict-pending">
            {t('trace.insp.verdictPending')}{' '}
            <button type="button" className={linkButton} onClick={() => app.playhead.getState().setStep('end')}>
              {t('trace.insp.goEnd')}
            </button>
          </EmptyState>
        )}
      </Section>
      {mode === 'trace' && (
        <Loading>
          <CaptureSection />
        </Loading>
      )}
      <Section id="pipeline" title={t('trace.insp.pipeline')} testId="section-pipeline">
        {/* Held, as the step panel is: a port with more groups, a header with more rows, must not move what is below. */}
        <HoldHeight holdKey={trace}>{world ? <PipelinePanel events={trace.events} step={frame.step} world={world} /> : <EmptyState>{t('trace.insp.noSim')}</EmptyState>}</HoldHeight>
      </Section>
      <Section id="headers" title={t('trace.insp.headers')} testId="section-headers">
        <HoldHeight holdKey={trace}>{ev ? <HeadersPanel packet={ev.packet} previous={frame.before} changed={frame.changed} /> : <EmptyState>{t('trace.insp.headersFrom1')}</EmptyState>}</HoldHeight>
      </Section>
      {hasLb >= 0 && (
        <Section id="lb" title={t('trace.insp.lb')} testId="section-lb">
          {frame.lb ? (
            <Loading>
              <LbPanel key={`${frame.lb.step}|${trace.packet.srcPort}`} lb={frame.lb.lb} step={frame.lb.step} events={trace.events} />
            </Loading>
          ) : (
            <EmptyState>
              {t('trace.insp.lbAt', { step: hasLb + 1 })}{' '}
              <button type="button" className={linkButton} onClick={() => app.playhead.getState().setStep(hasLb + 1)}>
                {t('trace.insp.goStep', { step: hasLb + 1 })}
              </button>
            </EmptyState>
          )}
        </Section>
      )}
      <Section id="real-node" title={t('trace.insp.realNode')} testId="section-real-node">
        {ev && world ? (
          <Loading>
            <RealNodePanel ev={ev} world={world} fromDumps={fromDumps} portName={portName} />
          </Loading>
        ) : <EmptyState>{t('trace.insp.realNodeFrom1')}</EmptyState>}
      </Section>
    </div>
  );
}
