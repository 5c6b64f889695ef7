// The left panel by mode (ui-guide): Build → palette and properties; Trace → probes and events;
// Import → the dropped files.
import { useUi } from '../app-context';
import { BuildPanel } from '../builder/BuildPanel';
import { ImportPanel } from '../import/ImportPanel';
import { TracePanel } from '../player/TracePanel';

export function LeftPanel() {
  const mode = useUi((s) => s.mode);
  if (mode === 'build') return <BuildPanel />;
  if (mode === 'import') return <ImportPanel />;
  return <TracePanel />;
}
