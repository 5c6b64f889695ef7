// "Node's dumps" of a big node written off the page (issue 32: export never blocks the page): the
// scenario is simulated again here, the node's files printed (a replayed node of 100,000 rules is
// 17 MB of rule lists) and zipped; the page gets the zip's bytes, or why it could not be made.
import '../zod-jitless';
import type { Scenario } from '../cluster/scenario/schema';
import { simulate } from '../cluster/simulation';
import { errorsMsg, userMessage } from '../io/errors';
import { nodeDumps } from '../io/export/node-dumps';
import { zipTexts } from '../io/export/zip-texts';

export interface NodeDumpsRequest {
  id: number;
  scenario: Scenario;
  node: string;
  /** The zip's folder: every file sits under it. */
  folder: string;
}

export type NodeDumpsReply = { id: number; ok: true; zip: Uint8Array } | { id: number; ok: false; message: string };

self.onmessage = (e: MessageEvent<NodeDumpsRequest>) => {
  const { id, scenario, node, folder } = e.data;
  let reply: NodeDumpsReply;
  try {
    const dumps = nodeDumps(simulate(scenario), node);
    reply = dumps.ok ? { id, ok: true, zip: zipTexts(dumps.value.files.map((f) => ({ path: `${folder}/${f.name}`, text: f.text }))) } : { id, ok: false, message: dumps.message };
  } catch (err) {
    reply = { id, ok: false, message: userMessage(err, errorsMsg('what.dumps', { node })) };
  }
  // The zip's bytes are handed over, not copied (tens of MB for a big node).
  (self as unknown as { postMessage(m: unknown, transfer: Transferable[]): void }).postMessage(reply, reply.ok ? [reply.zip.buffer as ArrayBuffer] : []);
};
