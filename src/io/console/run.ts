// One line typed at a Windows node's console → what the node prints: pure and deterministic (the
// node as it is now, hand edits included, and the walk the player last made). The UI (src/ui/console)
// only shows it. On the host: the HNS cmdlets (hns.psm1), hnsdiag, vfpctrl, ipconfig, route, pktmon;
// inside a pod (kubectl exec): ipconfig and route only — a container has no vfpctrl or hns.psm1.
import type { Simulation } from '../../cluster/simulation';
import { formatIpv4 } from '../../core/net/ip';
import type { Trace } from '../../core/trace/trace';
import type { Port } from '../../core/vfp/model';
import type { Runtime } from '../../core/world/runtime';
import type { Compartment, WindowsHost } from '../../core/world/world';
import { convertToJson, type PsJson } from '../export/convertto-json';
import { endpointJson, networkJson, policyListJson } from '../export/hns-json';
import { groupLines, layerLines, vmswitchPortsText } from '../export/vfpctrl-rules';
import { guidFrom } from '../../core/net/hash';
import { ipconfigAll, routePrint } from './compartment-text';
import { pktmonCountersText, pktmonListText, ruleCountersJson, ruleCountersText } from './counters-text';
import { formatList, truncateDepth } from './format-list';
import { hnsdiagListAll } from './hnsdiag-text';
import { noParameter, notRecognized } from './powershell-errors';
import { stagesOf } from './words';

export interface ConsoleTarget {
  sim: Simulation;
  node: string;
  /** A pod's ref (pod/NS/NAME) to run inside its compartment; undefined: the node itself. */
  pod?: string;
  /** The walk the player made on this very scenario (pktmon, rule counters). */
  walk?: { trace: Trace; runtime: Runtime };
}

export interface ConsoleOutput {
  text: string;
  /** PowerShell printed an error record (red). */
  error: boolean;
  /** cls / Clear-Host: the screen is wiped. */
  clear?: boolean;
}

const EOL = '\r\n';
const ok = (text: string): ConsoleOutput => ({ text, error: false });
const err = (text: string): ConsoleOutput => ({ text, error: true });

/** The commands the host knows (Tab completes them), as PowerShell spells them. */
export const HOST_COMMANDS = ['Get-HnsNetwork', 'Get-HnsEndpoint', 'Get-HnsPolicyList', 'ConvertTo-Json', 'hnsdiag', 'vfpctrl', 'ipconfig', 'route', 'pktmon', 'Clear-Host', 'cls'] as const;
export const POD_COMMANDS = ['ipconfig', 'route', 'Clear-Host', 'cls'] as const;

export function commandsOf(t: ConsoleTarget): readonly string[] {
  return t.pod ? POD_COMMANDS : HOST_COMMANDS;
}

function hostOf(t: ConsoleTarget): WindowsHost | undefined {
  const h = t.sim.world.hosts.get(t.node);
  return h?.kind === 'windows' ? h : undefined;
}

/** The compartment a line runs in: the pod's, or the host's (compartment 1). */
export function compartmentOf(t: ConsoleTarget): Compartment | undefined {
  const h = hostOf(t);
  if (!h) return undefined;
  return t.pod ? h.compartments.find((c) => c.kind === 'pod' && c.owner === t.pod) : h.compartments.find((c) => c.kind === 'host');
}

/** A port by vfpctrl's name (its GUID) or its friendly name, as vfpctrl /port accepts either. */
export function findPortByName(h: WindowsHost, name: string): Port | undefined {
  const n = name.toLowerCase();
  return h.vswitch.ports.find((p) => p.id.toLowerCase() === n) ?? h.vswitch.ports.find((p) => p.friendlyName.toLowerCase() === n);
}

export function runConsole(t: ConsoleTarget, line: string): ConsoleOutput {
  const stages = stagesOf(line).filter((s) => s.words.length > 0);
  if (stages.length === 0) return ok('');
  const name = stages[0]!.words[0]!;
  const lower = name.toLowerCase();
  const known = commandsOf(t).find((c) => c.toLowerCase() === lower || c.toLowerCase() === lower.replace(/\.exe$/, ''));
  if (!known) return err(notRecognized(name, line));
  if (known === 'cls' || known === 'Clear-Host') return { text: '', error: false, clear: true };
  if (known === 'ipconfig') return ipconfig(t, stages[0]!.words.slice(1));
  if (known === 'route') return route(t, stages[0]!.words.slice(1));
  const h = hostOf(t);
  const build = t.sim.windows.get(t.node);
  if (!h || !build) return err(`${t.node} is not a Windows node${EOL}`);
  if (known.startsWith('Get-Hns')) return hnsCmdlet(t, known, stages, line);
  if (known === 'ConvertTo-Json') return ok('');
  if (known === 'hnsdiag') return hnsdiag(t, stages[0]!.words.slice(1));
  if (known === 'vfpctrl') return vfpctrl(t, h, stages[0]!.words.slice(1));
  return pktmon(t, stages[0]!.words.slice(1));
}

function hnsCmdlet(t: ConsoleTarget, cmdlet: string, stages: { words: string[] }[], line: string): ConsoleOutput {
  const build = t.sim.windows.get(t.node)!;
  const extra = stages[0]!.words.slice(1).find((w) => w.startsWith('-'));
  if (extra) return err(noParameter(cmdlet, extra, line));
  const { hns, compiled } = build;
  const network = hns.networks.find((n) => n.type !== 'NAT') ?? hns.networks[0];
  const guids = { endpointPorts: compiled.endpointPorts, hostVnicPortGuid: compiled.hostPortId, externalNicPortGuid: compiled.externalPortId };
  const objects: PsJson[] =
    cmdlet === 'Get-HnsNetwork'
      ? hns.networks.map((n) => networkJson(n, n === network ? guids : {}))
      : cmdlet === 'Get-HnsEndpoint'
        ? hns.endpoints.map((e) => endpointJson(e, network, guids))
        : hns.loadBalancers.map(policyListJson);
  const pipe = stages[1];
  if (!pipe) return ok(objects.length ? formatList(objects) : '');
  const next = pipe.words[0]!;
  if (next.toLowerCase() !== 'convertto-json') return err(notRecognized(next, line));
  const args = pipe.words.slice(1);
  let depth = 2;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!.toLowerCase();
    if (a === '-depth' && /^\d{1,3}$/.test(args[i + 1] ?? '')) depth = Number(args[++i]);
    else if (a !== '-compress') return err(noParameter('ConvertTo-Json', args[i]!, line));
  }
  if (objects.length === 0) return ok('');
  const json = convertToJson(objects.map((o) => truncateDepth(o, depth)));
  return ok(args.some((a) => a.toLowerCase() === '-compress') ? JSON.stringify(JSON.parse(json)) + EOL : json);
}

function hnsdiag(t: ConsoleTarget, args: string[]): ConsoleOutput {
  const build = t.sim.windows.get(t.node)!;
  const [verb, what, ...rest] = args.map((a) => a.toLowerCase());
  if (verb !== 'list' || what !== 'all' || rest.some((r) => r !== '-d')) {
    return err(`Usage: hnsdiag list all [-d]${EOL}  (this console knows 'hnsdiag list all' and its -d)${EOL}`);
  }
  const guids = { endpointPorts: build.compiled.endpointPorts, hostVnicPortGuid: build.compiled.hostPortId, externalNicPortGuid: build.compiled.externalPortId };
  return ok(hnsdiagListAll(build.hns, guids, rest.includes('-d')));
}

/** vfpctrl's options, `/name value` or `/flag`. */
function options(args: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const takesValue = new Set(['/port', '/layer', '/group', '/format', '/rule']);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!.toLowerCase();
    out.set(a, takesValue.has(a) ? (args[++i] ?? '') : '');
  }
  return out;
}

function vfpctrl(t: ConsoleTarget, h: WindowsHost, args: string[]): ConsoleOutput {
  const o = options(args);
  if (o.has('/list-vmswitch-port')) {
    const switchGuid = guidFrom(`vswitch:${t.node}:${h.vswitch.name}`).toUpperCase();
    return ok(vmswitchPortsText(h.vswitch.ports, { name: switchGuid, friendlyName: h.vswitch.name }));
  }
  const portName = o.get('/port');
  if (portName === undefined) return err(`Error: specify /list-vmswitch-port, or /port <port name> with /list-rule or /get-rule-counter${EOL}`);
  const port = findPortByName(h, portName);
  if (!port) return err(`Error: port '${portName}' not found. 'vfpctrl /list-vmswitch-port' lists the ports.${EOL}Command failed!${EOL}`);
  if (o.has('/get-rule-counter')) return ok(o.get('/format') === '1' ? ruleCountersJson(t.walk?.runtime, t.node, port) : ruleCountersText(t.walk?.runtime, t.node, port));
  if (o.has('/get-port-state')) return ok(`Blocked : ${port.blocked ? 'TRUE' : 'FALSE'}${EOL}`);
  if (!o.has('/list-rule')) return err(`Error: with /port, this console knows /list-rule [/layer L] [/group G], /get-rule-counter [/format 1] and /get-port-state${EOL}`);
  const layerName = o.get('/layer');
  const groupName = o.get('/group');
  const eq = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase();
  let body: string[];
  if (groupName !== undefined) {
    const groups = port.layers.filter((l) => layerName === undefined || eq(l.name, layerName)).flatMap((l) => l.groups.filter((g) => eq(g.name, groupName)));
    if (!groups.length) return err(`Error: group '${groupName}' not found on port ${port.id}${layerName ? ` in layer ${layerName}` : ''}${EOL}Command list-rule failed!${EOL}`);
    body = groups.flatMap(groupLines);
  } else if (layerName !== undefined) {
    const layer = port.layers.find((l) => eq(l.name, layerName));
    if (!layer) return err(`Error: layer '${layerName}' not found on port ${port.id}${EOL}Command list-rule failed!${EOL}`);
    body = layerLines(layer);
  } else body = port.layers.flatMap(layerLines);
  return ok([' ITEM LIST', '===========', '', ...body, 'Command list-rule succeeded!'].join(EOL) + EOL);
}

function pktmon(t: ConsoleTarget, args: string[]): ConsoleOutput {
  const verb = args[0]?.toLowerCase();
  if (verb === 'list') {
    return ok(pktmonListText(t.sim.world, t.node));
  }
  if (verb === 'counters') return ok(pktmonCountersText(t.sim.world, t.walk?.trace, t.node));
  return err(`Usage: pktmon list | pktmon counters${EOL}  (this console knows list and counters; start, stop and etl2txt are for a real capture)${EOL}`);
}

function ipconfig(t: ConsoleTarget, args: string[]): ConsoleOutput {
  const c = compartmentOf(t);
  if (!c) return err(`${t.pod ?? t.node}: no TCP/IP compartment${EOL}`);
  if (args.length && args[0]!.toLowerCase() !== '/all') return err(`Error: unrecognized or incomplete command line.${EOL}${EOL}USAGE:${EOL}    ipconfig [/allcompartments] [/? | /all]${EOL}`);
  const pod = t.pod ? t.sim.resolved.pods.find((p) => p.ref === t.pod) : undefined;
  const build = t.sim.windows.get(t.node);
  const ep = pod && build?.hns.endpoints.find((e) => !e.isRemoteEndpoint && e.ipAddress === formatIpv4(pod.ip));
  return ok(ipconfigAll(c, { hostName: pod?.name ?? t.node, ...(pod && { namespace: pod.namespace }), dnsServers: ep?.dnsServerList ?? [] }));
}

function route(t: ConsoleTarget, args: string[]): ConsoleOutput {
  const c = compartmentOf(t);
  if (!c) return err(`${t.pod ?? t.node}: no TCP/IP compartment${EOL}`);
  if (args[0]?.toLowerCase() !== 'print') return err(`Manipulates network routing tables.${EOL}${EOL}ROUTE [-f] [-p] [-4|-6] command [destination]${EOL}${EOL}  command      One of these:${EOL}                 PRINT     Prints  a route${EOL}`);
  return ok(routePrint(c));
}
