// The commands that confirm each step of a trace on a real node, for the evidence report.
import type { Trace } from '../core/trace/trace';
import { onARealNode, type HostInfo, type RealNodeOptions } from './on-a-real-node';
import { realNodeText } from './on-a-real-node-messages';

/** What Hubble sees of a step: the panel's, not the report's. */
const HUBBLE = new Set(['node.note.hubble', 'node.note.noHubble']);

export function stepCommands(t: Trace, hostOf: (node: string) => HostInfo | undefined, opts: RealNodeOptions = {}): { step: number; commands: { cmd: string; what: string }[] }[] {
  return t.events.flatMap((e, i) => {
    const r = onARealNode(e, hostOf, opts);
    if (!r) return [];
    const commands = r.commands.map((c) => ({ cmd: c.cmd, what: realNodeText(c.what) }));
    // A replayed node's port-naming notes go with its commands (the report says a name the files lack).
    const notes = r.notes.filter((n) => !HUBBLE.has(n.id)).map(realNodeText);
    return [{ step: i + 1, commands, ...(opts.portName && notes.length ? { notes } : {}) }];
  });
}

/** The report's commands for a walk in a simulation (a World's hosts fit HostInfo). */
export const reportCommands = (t: Trace, sim: { world: { hosts: Map<string, HostInfo> } }, fromDumps: boolean, portName?: RealNodeOptions['portName']) =>
  stepCommands(t, (n) => sim.world.hosts.get(n), { fromDumps, ...(portName ? { portName } : {}) });
