// `trace --pcapng OUT`: the walked packets (the reply's included) as a pcapng file for Wireshark.
import { writeFileSync } from 'node:fs';
import type { Trace } from '../core/trace/trace';
import { traceCapture } from '../io/pcapng/capture';
import { pcapng } from '../io/pcapng/write';

export function writePcapng(out: string, t: Trace): boolean {
  const c = traceCapture(t);
  try {
    writeFileSync(out, pcapng(c.interfaces, c.packets));
  } catch (e) {
    console.error(`${out}: cannot write (${(e as Error).message})`);
    return false;
  }
  console.error(`wrote ${out}: ${c.packets.length} packets on ${c.interfaces.length} capture points`);
  return true;
}
