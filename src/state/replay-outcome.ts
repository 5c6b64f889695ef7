// What a replay gives: the scenario rebuilt from the imported files, Microsoft's checks over the
// node and the probes worth sending. Plain data from plain data, so that it runs in the import
// worker (src/workers/import.ts) as well as in-process (tests, the CLI's way).
import { readNodeOverrides } from '../cluster/scenario/node-overrides';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import type { Port } from '../core/vfp/model';
import { finding, findings, type Finding, type HostFacts } from '../hns/findings';
import { FINDINGS_EN, findingMsg } from '../hns/finding-messages';
import type { HnsState } from '../hns/model';
import { ERRORS_EN, userMessage, userMsg, userWhy, WHAT } from '../io/errors';
import type { ImportedFiles } from '../io/import';
import { buildReplay, missingMsg, REPLAY_EN, replayDeadEndMsg, replayText, unwalkableNeeds, type ReplayMsg, type ReplayReport } from '../io/replay';
import { SCENARIO_API_EN } from '../cluster/scenario/messages-api';
import { SCENARIO_EN } from '../cluster/scenario/messages';
import { render, type Msg } from '../core/message';
import { hintMsg, type HintMsg } from './hint-messages';
import { ADHOC } from './player-store';

/** A probe worth sending after a replay, said in words. */
export interface ProbeHint {
  label: string;
  /** Why this path is worth a look, for the on-call engineer (hint-messages.ts). */
  why: HintMsg;
  probe: ProbeSpec;
}

/** What is missing for a walk: in English (as the CLI says it), and the value that says it in another language. */
export interface Needs {
  text: string;
  msg: ReplayMsg;
}

export type ReplayOutcome =
  | { ok: true; scenario: Scenario; node?: string; report: ReplayReport; findings: Finding[]; probes: ProbeHint[]; deadEnd?: Needs; unwalkable?: { vips: string[]; missing: Needs } }
  | { ok: false; error: string; errorMsg?: Msg; report: ReplayReport; deadEnd?: Needs };

/** A failed build's errors hold the scenario checks' values (io/replay/build.ts). */
const needs = (msg: ReplayMsg | undefined): Needs | undefined => msg && { text: render([REPLAY_EN, SCENARIO_EN, SCENARIO_API_EN], msg), msg };

const NO_HNS: HnsState = { networks: [], endpoints: [], loadBalancers: [], namespaces: [] };

export function replayOf(imported: ImportedFiles): ReplayOutcome {
  let built: ReturnType<typeof buildReplay>;
  try {
    built = buildReplay(imported);
  } catch (e) {
    return { ok: false, error: userMessage(e, WHAT.nodeFiles), errorMsg: userMsg(e, WHAT.nodeFiles), report: { sources: [], missing: [], assumed: [], missingMsgs: [], assumedMsgs: [], needs: [] } };
  }
  // What is missing for a walk, said once (the same words as the CLI's, io/replay/needs.ts).
  const deadEnd = needs(replayDeadEndMsg(built));
  if ('error' in built) return { ok: false, error: built.error, report: built.report, deadEnd };
  const { scenario, report } = built;
  const node = report.sources[0]?.node ?? scenario.nodes.find((n) => n.os === 'windows')?.name;
  const override = node ? readNodeOverrides(scenario.nodes).overrides.get(node) : undefined;
  const portRanges = imported.dumps.flatMap((d) => d.model.portRanges ?? []);
  return { ok: true, scenario, node, report, findings: checksOf(override, { portRanges }), probes: node ? probeHints(scenario, node, override?.hns, new Set(unwalkableNeeds(report).map((n) => n.about!))) : [], ...(deadEnd ? { deadEnd } : {}), ...unwalkable(report) };
}

/** VIPs from the files that no probe can be walked to: their load balancers show no ports, or send to no endpoint the files hold. */
function unwalkable(report: ReplayReport): { unwalkable?: { vips: string[]; missing: Needs } } {
  const lacking = unwalkableNeeds(report);
  const vips = [...new Set(lacking.map((n) => n.about!))];
  const missing = missingMsg(lacking);
  return vips.length ? { unwalkable: { vips, missing: { text: replayText(missing), msg: missing } } } : {};
}

/** Microsoft's checks over the node; HNS is compared with VFP only when VFP was imported (rules compiled from the same HNS agree by construction). */
function checksOf(override: { hns?: HnsState; vfp?: Port[] } | undefined, host: HostFacts): Finding[] {
  if (!override) return [];
  try {
    return findings(override.hns ?? NO_HNS, override.vfp ?? [], host);
  } catch (e) {
    // The replay itself stands; only the checks are missing, and the user is told so.
    // Its reason is io's value (io/errors.ts): the English is rendered with that catalogue too.
    const m = findingMsg('finding.checksFailed', { why: userWhy(e) });
    return [{ ...finding('info', 'Checks', m), message: render([FINDINGS_EN, ERRORS_EN], m) }];
  }
}

/** How many hints of each kind: enough to start, few enough to read. */
const HINTS_PER_KIND = 4;
const PROTOCOL_NAMES: Record<number, ProbeSpec['protocol']> = { 1: 'icmp', 6: 'tcp', 17: 'udp', 132: 'sctp' };

const probe = (from: string, to: string, protocol: ProbeSpec['protocol']): ProbeSpec => ({ name: ADHOC, from, to, protocol, size: 64, df: false });

/** Probes worth sending against a replayed node: into each of its pods, from a pod to each load-balanced VIP, and to DNS. */
export function probeHints(s: Scenario, node: string, hns: HnsState | undefined, notOffered: ReadonlySet<string> = new Set()): ProbeHint[] {
  const pods = s.pods.filter((p) => p.node === node);
  const hints: ProbeHint[] = pods.slice(0, HINTS_PER_KIND).map((p) => {
    const [protocol, port] = (p.listen[0] ?? 'tcp/80').split('/') as [ProbeSpec['protocol'], string];
    return {
      label: `${node} → ${p.name} ${protocol}/${port}`,
      why: hintMsg(p.listen.length ? 'hint.intoPod' : 'hint.intoPodGuess', {}),
      probe: probe(`node/${node}`, `pod/${p.namespace}/${p.name}:${port}`, protocol),
    };
  });
  const client = pods[0] ? `pod/${pods[0].namespace}/${pods[0].name}` : `node/${node}`;
  const clientName = pods[0]?.name ?? node;
  const seen = new Set<string>();
  const lbHints: ProbeHint[] = [];
  for (const lb of hns?.loadBalancers ?? []) {
    for (const vip of lb.frontendVips) {
      // A VIP the files cannot back (no backend they hold) is listed as not offered, with what is missing.
      if (notOffered.has(vip)) continue;
      for (const pm of lb.portMappings) {
        const protocol = PROTOCOL_NAMES[pm.protocol] ?? 'tcp';
        const key = `${vip}:${pm.externalPort}/${protocol}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const svc = s.services.find((x) => x.clusterIP === vip);
        lbHints.push({
          label: `${clientName} → ${svc ? `${svc.name} (${vip})` : vip} ${protocol}/${pm.externalPort}`,
          why: hintMsg('hint.toService', {}),
          probe: probe(client, svc ? `service/${svc.namespace}/${svc.name}:${pm.externalPort}` : `${vip}:${pm.externalPort}`, protocol),
        });
      }
    }
  }
  hints.push(...lbHints.slice(0, HINTS_PER_KIND));
  const dns = hns?.endpoints.find((e) => !e.isRemoteEndpoint && e.dnsServerList?.length)?.dnsServerList?.[0];
  if (dns && !seen.has(`${dns}:53/udp`) && /^\d{1,3}(\.\d{1,3}){3}$/.test(dns))
    hints.push({ label: `${clientName} → DNS ${dns} udp/53`, why: hintMsg('hint.dns', {}), probe: probe(client, `${dns}:53`, 'udp') });
  return hints;
}
