// How the user's own files name a replayed node's ports (issue 28 item 4): commands to paste on the
// real node, and a capture's interface descriptions, must not name the port GUIDs the model made up
// for ports the dumps never named. A port's name is known from `vfpctrl /list-vmswitch-port` (or any
// vfpctrl dump of the port) or from Get-HnsEndpoint's port GUID; failing that, a pod port is known by
// its HNS endpoint's id (its friendly name on the switch); failing that, nothing names it.
import type { Scenario } from '../../cluster/scenario/schema';

/** `name`: the port's name as the files print it; `endpoint`: only its endpoint's id is there; `{}`: neither. */
export interface PortName {
  name?: string;
  endpoint?: string;
}

/** Undefined for a node not rebuilt from files (a built node, a remote node the dumps imply). */
export type PortNamer = (node: string, port: string, friendlyName?: string) => PortName | undefined;

/** Ids the replay made up (an ipconfig adapter's, an assumed namespace's) name nothing on the node. */
const MADE_UP = /^(?:ipconfig:|assumed-)/;

export function portNamesOf(scenario: Scenario): PortNamer | undefined {
  const nodes = new Map<string, { ports: Map<string, string>; endpoints: Map<string, string> }>();
  for (const n of scenario.nodes) {
    const o = idsOf(n);
    if (!o) continue;
    const ports = new Map<string, string>();
    const endpoints = new Map<string, string>();
    for (const e of o.endpoints) if (!MADE_UP.test(e.id)) endpoints.set(e.id.toLowerCase(), e.id);
    // A rule list that named no port was given its endpoint's id (windows.ts): that is no port name.
    for (const id of o.ports) if (!endpoints.has(id.toLowerCase())) ports.set(id.toUpperCase(), id);
    for (const e of o.endpoints) if (e.portGuid) ports.set(e.portGuid.toUpperCase(), e.portGuid);
    nodes.set(n.name, { ports, endpoints });
  }
  if (!nodes.size) return undefined;
  return (node, port, friendlyName) => {
    const n = nodes.get(node);
    if (!n) return undefined;
    const name = n.ports.get(port.toUpperCase());
    if (name) return { name };
    const endpoint = friendlyName && n.endpoints.get(friendlyName.toLowerCase());
    return endpoint ? { endpoint } : {};
  };
}

/** A string field of an object we did not check, or undefined. */
const str = (o: unknown, k: string): string | undefined => {
  const v = (o as Record<string, unknown> | null | undefined)?.[k];
  return typeof v === 'string' ? v : undefined;
};
const list = (o: unknown, k: string): unknown[] => {
  const v = (o as Record<string, unknown> | null | undefined)?.[k];
  return Array.isArray(v) ? v : [];
};

/**
 * The endpoint and port ids a node's imported objects hold, read as they are (only names are taken):
 * node-overrides' checked reading brings zod, and this runs in the inspector of the first load.
 * Undefined for a node with no imported objects.
 */
function idsOf(n: { hns?: unknown; vfp?: unknown }): { endpoints: { id: string; portGuid?: string }[]; ports: string[] } | undefined {
  if (typeof n.hns !== 'object' && typeof n.vfp !== 'object') return undefined;
  if (!n.hns && !n.vfp) return undefined;
  const endpoints = list(n.hns, 'endpoints').flatMap((e) => {
    const id = str(e, 'id');
    const portGuid = str(e, 'portGuid');
    return id ? [{ id, ...(portGuid ? { portGuid } : {}) }] : [];
  });
  const ports = list(n.vfp, 'ports').flatMap((p) => str(p, 'id') ?? []);
  return { endpoints, ports };
}
