// `trace --pcapng OUT`: the walked packets (the reply's included) as a pcapng file for Wireshark.
import { writeFileSync } from 'node:fs';
import type { Trace } from '../core/trace/trace';
import { traceCapture, type PortNaming } from '../io/pcapng/capture';
import { pcapng } from '../io/pcapng/write';

/** `naming`: how a replayed node's files name its ports, for the interfaces' names and descriptions. */
export function writePcapng(out: string, t: Trace, naming?: PortNaming): boolean {
  const c = traceCapture(t, naming);
  try {
    writeFileSync(out, pcapng(c.interfaces, c.packets));
  } catch (e) {
    console.error(`${out}: cannot write (${(e as Error).message})`);
    return false;
  }
  console.error(`wrote ${out}: ${c.packets.length} packets on ${c.interfaces.length} capture points`);
  return true;
}
