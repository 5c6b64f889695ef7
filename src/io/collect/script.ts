// The PowerShell an engineer pastes on the node to collect, for one probe, what the replay needs
// and a pktmon capture filtered to the probe's flow, all in one folder zipped for Import. Every
// command is from COMMANDS (documented); the files are LAYOUT's, which the importer reads whole.
import { formatEndpoint, formatIp, type Ip } from '../../core/net/ip';
import type { Trace } from '../../core/trace/trace';
import { COMMANDS } from './commands';
import { LAYOUT } from './layout';

export interface CollectInput {
  probe: string;
  /** The node to run it on (the probe's source node). */
  node: string;
  trace: Trace;
  /** What the replay lacks, with the command that prints it (replay/needs.ts), said as a comment. */
  missing?: string;
}

/** pktmon takes at most 32 filters. */
const MAX_FILTERS = 32;

/** One filter per pair of addresses the flow's packet had (either direction), with the service port. */
export function flowFilters(t: Trace): { a: string; b: string; protocol: string; port?: number }[] {
  const out = new Map<string, { a: string; b: string; protocol: string; port?: number }>();
  const request = t.packet;
  const add = (src: Ip, dst: Ip, protocol: string, port?: number) => {
    const [a, b] = [formatIp(src), formatIp(dst)].sort();
    const key = `${protocol}|${a}|${b}|${port ?? ''}`;
    if (!out.has(key)) out.set(key, { a: a!, b: b!, protocol, ...(port !== undefined ? { port } : {}) });
  };
  for (const e of [{ packet: request, leg: 'request' as const }, ...t.events]) {
    const p = e.packet;
    // The port that stays: the request's destination port after each rewrite, the reply's source port.
    const port = p.protocol === 'icmp' ? undefined : e.leg === 'request' ? p.dstPort : p.srcPort;
    add(p.src, p.dst, p.protocol, port);
  }
  return [...out.values()].slice(0, MAX_FILTERS);
}

const ps = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function collectScript(input: CollectInput): string {
  const { trace: t } = input;
  const p = t.packet;
  // ASCII only: Windows PowerShell 5.1 reads a saved script without a BOM as the ANSI code page.
  const flow = p.protocol === 'icmp' ? `icmp ${formatIp(p.src)} -> ${formatIp(p.dst)}` : `${p.protocol} ${formatEndpoint(p.src, p.srcPort)} -> ${formatEndpoint(p.dst, p.dstPort)}`;
  const filters = flowFilters(t);
  const file = (name: string) => `(Join-Path $out ${ps(name)})`;
  const lines = [
    `# VFP Lab: collect, on node ${input.node}, what the replay of probe ${input.probe} needs and a pktmon capture of its flow`,
    `# (${flow}). Run it in an elevated PowerShell on the node; it writes one folder and zips it for Import.`,
    ...(input.missing ? [`# The files you gave lacked: ${input.missing.replace(/\r?\n/g, ' ').replace(/[^\x20-\x7e]/g, '-')}`] : []),
    '$ErrorActionPreference = ' + ps('Continue'),
    `$out = Join-Path $env:TEMP (${ps('vfplab-')} + (Get-Date -Format ${ps('yyyyMMdd-HHmmss')}))`,
    'New-Item -ItemType Directory -Force -Path $out | Out-Null',
    '',
    '# 1. The HNS objects and VFP rules the replay is built from',
    `if (-not (Get-Command Get-HnsNetwork -ErrorAction SilentlyContinue)) { Write-Warning ${ps('Get-HnsNetwork is not found: Import-Module HostNetworkingService (or hns.psm1 from microsoft/SDN) first')} }`,
    `${COMMANDS.hnsNetworks.command} | Out-File -Encoding utf8 ${file(LAYOUT.hnsNetworks)}`,
    `${COMMANDS.hnsEndpoints.command} | Out-File -Encoding utf8 ${file(LAYOUT.hnsEndpoints)}`,
    `${COMMANDS.hnsPolicyLists.command} | Out-File -Encoding utf8 ${file(LAYOUT.hnsPolicyLists)}`,
    `${COMMANDS.vfpPorts.command} | Out-File -Encoding utf8 ${file(LAYOUT.vfpPorts)}`,
    "foreach ($m in (vfpctrl /list-vmswitch-port | Select-String -Pattern '^\\s*Port name\\s*:\\s*(\\S+)')) {",
    '  $port = $m.Matches[0].Groups[1].Value',
    "  $safe = $port -replace '[^A-Za-z0-9._-]+', '-'",
    `  vfpctrl /port $port /list-rule | Out-File -Encoding utf8 (Join-Path $out ${ps(LAYOUT.vfpRules('$safe')).replace(/^'|'$/g, '"')})`,
    '}',
    '',
    `# 2. A capture of the flow: ${filters.length} filter${filters.length === 1 ? '' : 's'}, one per pair of addresses its packet has on the way (-e: inner headers of VXLAN too)`,
    'pktmon stop 2>$null | Out-Null',
    `${COMMANDS.pktmonFilterRemove.command} | Out-Null`,
    ...filters.map((f, i) => `pktmon filter add vfplab-${i + 1} -t ${f.protocol.toUpperCase()} -i ${f.a} ${f.b}${f.port !== undefined ? ` -p ${f.port}` : ''} -e`),
    '$etl = "$out.etl"',
    'pktmon start --capture --comp all --pkt-size 0 --file-name $etl',
    `Read-Host ${ps(`Capturing. Reproduce it now (${flow}), then press Enter`)}`,
    `${COMMANDS.pktmonCounters.command} | Out-File -Encoding utf8 ${file(LAYOUT.counters)}`,
    COMMANDS.pktmonStop.command,
    `pktmon etl2txt $etl --out ${file(LAYOUT.capture)}`,
    `${COMMANDS.pktmonList.command} | Out-File -Encoding utf8 ${file(LAYOUT.list)}`,
    `${COMMANDS.pktmonFilterRemove.command} | Out-Null`,
    '',
    '# 3. One zip for VFP Lab (Import, or: npm run align -- FILE.zip --probe ...); the .etl stays beside it',
    'Compress-Archive -Path (Join-Path $out \'*\') -DestinationPath "$out.zip" -Force',
    'Write-Host "Done: $out.zip"',
    '',
    '# The commands, documented:',
    ...Object.values(COMMANDS).map((c) => `#   ${c.command}: ${c.doc}`),
  ];
  return lines.join('\r\n') + '\r\n';
}
