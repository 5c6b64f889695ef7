// The left panel in Import mode: the replay and its report, the dropped files with their status,
// then (once replayed) the findings, probes to send and the node's counters beside the walk; where
// to look next (the debugging order, and what the files cover); redaction before anything is shared.
import { AfterSection } from './AfterSection';
import { DebugOrder } from './DebugOrder';
import { DropZone } from './DropZone';
import { Evidence } from './Evidence';
import { FileList } from './FileList';
import { Findings } from './Findings';
import { ProbeHints } from './ProbeHints';
import { ReadProgress } from './ReadProgress';
import { RedactSection } from './RedactSection';
import { ReplaySection } from './ReplaySection';
import { useScenario } from '../app-context';
import { useImport } from './use-import';

export function ImportPanel() {
  const outcome = useImport((s) => s.outcome);
  const replayed = outcome?.ok ? outcome : undefined;
  // After an undo or another scenario, probes and counters would be about what is not on the canvas.
  const onCanvas = useScenario((s) => s.source.kind === 'import');
  return (
    <div className="space-y-4 p-3" data-testid="import-panel">
      <DropZone />
      <ReadProgress />
      {/* Replay before the file list: with a collectlogs folder the list is long, and the button and its outcome must stay in sight. */}
      <ReplaySection />
      <FileList />
      {replayed && (
        <>
          <Findings findings={replayed.findings} comparedVfp={replayed.scenario.nodes.some((n) => n.name === replayed.node && n.vfp !== undefined)} />
          {onCanvas && <ProbeHints hints={replayed.probes} unwalkable={replayed.unwalkable} />}
          {onCanvas && <Evidence />}
          <AfterSection />
        </>
      )}
      <DebugOrder />
      <RedactSection />
    </div>
  );
}
