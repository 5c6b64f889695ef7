import { Background, ReactFlow, type Node } from '@xyflow/react';

const nodes: Node[] = [
  { id: 'win-node-1', position: { x: 0, y: 0 }, data: { label: 'win-node-1' } },
  { id: 'win-node-2', position: { x: 260, y: 0 }, data: { label: 'win-node-2' } },
];

export function App() {
  return (
    <div className="flex h-screen flex-col bg-white text-slate-900">
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-2">
        <h1 className="text-lg font-semibold">VFP Lab</h1>
      </header>
      <main className="flex-1" data-testid="canvas">
        <ReactFlow nodes={nodes} fitView>
          <Background />
        </ReactFlow>
      </main>
    </div>
  );
}
