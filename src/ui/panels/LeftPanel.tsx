// The left panel by mode (ui-guide): Build → palette and properties; Trace → probes and events;
// Import → the dropped files. Build and Import load their chunks when their mode opens.
import { useUi } from '../app-context';
import { lazyNamed, Loading } from '../common/lazy';
import { loadValidation } from '../../state/validation';
import { lazyAfterFirstStep } from '../common/after-first-step';
import { chunks } from '../common/chunks';

// The Trace panel comes right after the demo's first step (after-first-step.tsx).
const TracePanel = lazyAfterFirstStep(chunks.tracePanel, 'TracePanel');

// Both edit the document: the validation chunk comes with them.
const BuildPanel = lazyNamed(() => loadValidation().then(() => import('../builder/BuildPanel')), 'BuildPanel');
const ImportPanel = lazyNamed(() => loadValidation().then(() => import('../import/ImportPanel')), 'ImportPanel');
// The Matrix mode's controls and the cell under the pointer (issue 26).
const MatrixPanel = lazyNamed(() => import('../matrix/MatrixPanel'), 'MatrixPanel');

export function LeftPanel() {
  const mode = useUi((s) => s.mode);
  if (mode === 'build')
    return (
      <Loading>
        <BuildPanel />
      </Loading>
    );
  if (mode === 'matrix')
    return (
      <Loading>
        <MatrixPanel />
      </Loading>
    );
  if (mode === 'import')
    return (
      <Loading>
        <ImportPanel />
      </Loading>
    );
  return (
    <Loading>
      <TracePanel />
    </Loading>
  );
}
