// Loads the port close-up's chunk when a view first needs it (Follow or a double-click reaching a
// port), or at idle once the demo has shown its first step, so that Follow does not wait for it.
// React Flow wants node types fixed up front: these stand-ins draw the chunk's nodes, which exist
// only once the chunk is here (the layout comes from it too).
import { useEffect, useState } from 'react';
import type { NodeProps } from '@xyflow/react';

type CloseUpChunk = typeof import('./closeup-chunk');

let chunk: CloseUpChunk | undefined;
let loading: Promise<CloseUpChunk> | undefined;

export function loadCloseUp(): Promise<CloseUpChunk> {
  loading ??= import('./closeup-chunk').then(
    (m) => (chunk = m),
    (e: unknown) => {
      loading = undefined; // offline for a moment: the next view tries again
      throw e;
    },
  );
  return loading;
}

/** The chunk once `wanted` (it is fetched then), else undefined; renders again when it arrives. */
export function useCloseUpChunk(wanted: boolean): CloseUpChunk | undefined {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (wanted && !chunk) void loadCloseUp().then(() => arrived((n) => n + 1), () => undefined);
  }, [wanted]);
  return wanted ? chunk : undefined;
}

/** Fetches the chunk when the browser is idle, once `ready` (the first step is on screen). */
export function usePrefetchCloseUp(ready: boolean): void {
  useEffect(() => {
    if (!ready || chunk) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadCloseUp().catch(() => undefined));
    return () => cancel(id);
  }, [ready]);
}

const standIn = (name: 'PortBand' | 'PortEnd' | 'PortRoom' | 'PortSpine') =>
  function CloseUpNode(props: NodeProps) {
    const Node = chunk?.[name] as ((p: NodeProps) => React.ReactNode) | undefined;
    return Node ? <Node {...props} /> : null;
  };

export const closeUpNodeTypes = { pvEnd: standIn('PortEnd'), pvBand: standIn('PortBand'), pvSpine: standIn('PortSpine'), pvRoom: standIn('PortRoom') };
