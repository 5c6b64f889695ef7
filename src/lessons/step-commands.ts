// The commands that confirm each step of a trace on a real node, for the evidence report.
import type { Trace } from '../core/trace/trace';
import { onARealNode, type HostInfo, type RealNodeOptions } from './on-a-real-node';

export function stepCommands(t: Trace, hostOf: (node: string) => HostInfo | undefined, opts: RealNodeOptions = {}): { step: number; commands: { cmd: string; what: string }[] }[] {
  return t.events.flatMap((e, i) => {
    const r = onARealNode(e, hostOf, opts);
    // A replayed node's port-naming notes go with its commands (the report says a name the files lack).
    return r ? [{ step: i + 1, commands: r.commands, ...(opts.portName && r.notes.length ? { notes: r.notes.filter((n) => !n.startsWith('Hubble')) } : {}) }] : [];
  });
}

/** The report's commands for a walk in a simulation (a World's hosts fit HostInfo). */
export const reportCommands = (t: Trace, sim: { world: { hosts: Map<string, HostInfo> } }, fromDumps: boolean, portName?: RealNodeOptions['portName']) =>
  stepCommands(t, (n) => sim.world.hosts.get(n), { fromDumps, ...(portName ? { portName } : {}) });
