// The left panel by mode (ui-guide): Build → palette and properties; Trace → probes and events;
// Import → the dropped files. Build and Import load their chunks when their mode opens.
import { useUi } from '../app-context';
import { lazyNamed, Loading } from '../common/lazy';
import { TracePanel } from '../player/TracePanel';
import { loadValidation } from '../../state/validation';

// Both edit the document: the validation chunk comes with them.
const BuildPanel = lazyNamed(() => loadValidation().then(() => import('../builder/BuildPanel')), 'BuildPanel');
const ImportPanel = lazyNamed(() => loadValidation().then(() => import('../import/ImportPanel')), 'ImportPanel');

export function LeftPanel() {
  const mode = useUi((s) => s.mode);
  if (mode === 'build')
    return (
      <Loading>
        <BuildPanel />
      </Loading>
    );
  if (mode === 'import')
    return (
      <Loading>
        <ImportPanel />
      </Loading>
    );
  return <TracePanel />;
}
