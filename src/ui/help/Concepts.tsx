// The Concepts panel loads its chunk (the texts, the bare-metal diagram) the first time it opens.
import { useUi } from '../app-context';
import { lazyNamed, Loading } from '../common/lazy';

const ConceptsPanel = lazyNamed(() => import('./ConceptsPanel'), 'ConceptsPanel');

export function Concepts() {
  const open = useUi((s) => s.showConcepts);
  if (!open) return null;
  return (
    <Loading>
      <ConceptsPanel />
    </Loading>
  );
}
