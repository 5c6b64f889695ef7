// Lines that say which port the rules below belong to: collect scripts' headers (`Port : <guid>`,
// `==== Port {guid} ====`) and an echoed `vfpctrl /port <guid> [/layer L] [/group G] /list-rule`.
import { GUID, isGuid } from '../text';

const PORT_HEADER = new RegExp(`^[\\s=#*>-]*(?:vfp\\s+)?port(?:\\s+name|\\s+id|\\s+guid)?\\s*[:=]?\\s*\\{?(${GUID.source})\\}?[\\s=#*<-]*$`, 'i');

/** The GUID of a port header line, or undefined when the line is none. */
export function portHeaderGuid(t: string): string | undefined {
  return PORT_HEADER.exec(t)?.[1];
}

/** An echoed vfpctrl command line naming a port, with the layer and group it was filtered by. */
export function echoedCommand(t: string): { port: string; layer?: string; group?: string } | undefined {
  // Two anchored steps: `vfpctrl\b.*\/port` retried from every `vfpctrl` of a long line is quadratic.
  const at = /\bvfpctrl(?:\.exe)?\b/i.exec(t);
  const command = at ? /\/port\s+\{?([0-9a-fA-F-]{36})\}?/i.exec(t.slice(at.index)) : null;
  if (!command || !isGuid(command[1]!)) return undefined;
  return { port: command[1]!, layer: /\/layer\s+"?([\w-]+)/i.exec(t)?.[1], group: /\/group\s+"?([\w-]+)/i.exec(t)?.[1] };
}
