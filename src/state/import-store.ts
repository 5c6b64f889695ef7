// The Import mode's session: the files the user gave (their bytes are kept, so that a redacted
// export or a second replay needs nothing read again), what the importer made of each, and the
// replay built from them. A file that cannot be read only marks its own row: the importer reads
// every file on its own, so a bad file changes nothing else.
import { createStore } from 'zustand/vanilla';
import { readNodeOverrides } from '../cluster/scenario/node-overrides';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { findings, type Finding, type HostFacts } from '../hns/findings';
import type { Port } from '../core/vfp/model';
import type { HnsState } from '../hns/model';
import { userMessage } from '../io/errors';
import type { FileSummary, ImportedFiles, ImportInput } from '../io/import';
import { CANCELLED, EMPTY_IMPORT, mergeImports, readOne, type ImportJob, type Importer, type ImportProgress } from './importer';
import { buildReplay, missingMessage, replayDeadEnd, vipsWithoutPorts, type ReplayReport } from '../io/replay';
import type { App } from './app';
import { ADHOC } from './player-store';

/** A probe worth sending after a replay, said in words. */
export interface ProbeHint {
  label: string;
  /** Why this path is worth a look, for the on-call engineer. */
  why: string;
  probe: ProbeSpec;
}

export type ReplayOutcome =
  | { ok: true; scenario: Scenario; node?: string; report: ReplayReport; findings: Finding[]; probes: ProbeHint[]; deadEnd?: string; unwalkable?: { vips: string[]; missing: string } }
  | { ok: false; error: string; report: ReplayReport; deadEnd?: string };

export interface ImportState {
  /** The files as given, in order; a file given again under the same name replaces the earlier one. */
  inputs: ImportInput[];
  /** Files the browser could not hand over (too large, unreadable): listed with the others. */
  unread: FileSummary[];
  imported: ImportedFiles;
  /** The last replay's outcome. */
  outcome?: ReplayOutcome;
  /** The files whose content the last replay was built from. */
  replayedFrom: ImportInput[];
  /** Files that add to a node were added, changed or removed since the replay: it no longer stands for them. */
  stale: boolean;
  /** Files being read off the main thread, and where the reading is. */
  reading?: ImportProgress;
  /** Said once after a read was cancelled or failed (which files were left out). */
  readNotice?: string;
}

export interface ImportActions {
  add(inputs: readonly ImportInput[], unread?: readonly FileSummary[]): void;
  /** Removes files given by the user (a zip with all its members, a folder's files). */
  remove(names: readonly string[]): void;
  clear(): void;
  /** Stops reading the files being added; they are left out of the session. */
  cancel(): void;
  /** Reads files with this importer from now on (the app gives a Web Worker). */
  setImporter(importer: Importer): void;
  /** Builds the scenario and, when it can be built, loads it and opens the node; otherwise nothing changes. */
  replay(): ReplayOutcome;
  /** Walks a hinted probe in the current scenario and plays it. */
  send(hint: ProbeHint): void;
}

export type ImportStore = ReturnType<typeof createImportStore>;

/** The stores the import session drives. */
export type ImportDeps = Pick<App, 'scenario' | 'player' | 'playhead' | 'ui'>;

const NO_HNS: HnsState = { networks: [], endpoints: [], loadBalancers: [], namespaces: [] };

/** Rows of the summary that belong to a file the user gave (a zip's members are `zip!member`). */
export const belongsTo = (row: string, input: string): boolean => row === input || row.startsWith(`${input}!`);


/** The files whose content made it into a model: only they change what a replay builds (a broken or foreign file does not). */
function contributing(inputs: readonly ImportInput[], imported: ImportedFiles): ImportInput[] {
  const read = [...imported.dumps, ...imported.cni, ...imported.kubernetes, ...imported.scenarios].map((m) => m.file);
  return inputs.filter((i) => read.some((f) => belongsTo(f, i.name)));
}

const sameFiles = (a: readonly ImportInput[], b: readonly ImportInput[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Something a node can be rebuilt from: Windows dumps, Kubernetes objects or a scenario. */
export const canReplay = (imported: ImportedFiles): boolean => imported.dumps.length + imported.kubernetes.length + imported.scenarios.length > 0;

export function createImportStore(app: ImportDeps) {
  // Each file's result, by the input object: adding a file reads only that file.
  const results = new WeakMap<ImportInput, ImportedFiles>();
  let importer: Importer | undefined;
  const jobs = new Set<ImportJob>();
  return createStore<ImportState & ImportActions>()((set, get) => {
    const reimport = (inputs: ImportInput[], unread: FileSummary[]) => {
      const imported = mergeImports(inputs.map((i) => results.get(i) ?? EMPTY_IMPORT));
      set({ inputs, unread, imported, stale: !!get().outcome && !sameFiles(contributing(inputs, imported), get().replayedFrom) });
    };
    const addRead = (added: readonly ImportInput[], unread: readonly FileSummary[]) => {
      const names = new Set([...added.map((i) => i.name), ...unread.map((u) => u.file)]);
      reimport(
        [...get().inputs.filter((i) => !names.has(i.name)), ...added],
        [...get().unread.filter((u) => !names.has(u.file)), ...unread],
      );
    };
    return {
      inputs: [],
      unread: [],
      imported: EMPTY_IMPORT,
      outcome: undefined,
      replayedFrom: [],
      stale: false,
      add: (added, unread = []) => {
        const fresh = added.filter((i) => !results.has(i));
        if (!importer || fresh.length === 0) {
          for (const i of fresh) results.set(i, readOne(i));
          return addRead(added, unread);
        }
        // Batches queue in the worker; each one joins the session when it is read.
        const current = importer.read(fresh, (reading) => set({ reading }));
        jobs.add(current);
        set({ reading: { file: fresh[0]!.name, done: 0, count: fresh.length }, readNotice: undefined });
        const settle = () => {
          jobs.delete(current);
          if (jobs.size === 0) set({ reading: undefined });
        };
        current.results.then(
          (read) => {
            settle();
            fresh.forEach((i, k) => results.set(i, read[k] ?? EMPTY_IMPORT));
            addRead(added, unread);
          },
          (e: unknown) => {
            settle();
            const names = fresh.map((i) => i.name).join(', ');
            set({ readNotice: e instanceof Error && e.message === CANCELLED ? `Reading was cancelled: ${names} left out.` : `${userMessage(e, names)}; left out.` });
          },
        );
      },
      cancel: () => [...jobs].forEach((j) => j.cancel()),
      setImporter: (i) => {
        importer = i;
      },
      remove: (names) =>
        reimport(
          get().inputs.filter((i) => !names.includes(i.name)),
          get().unread.filter((u) => !names.includes(u.file)),
        ),
      clear: () => {
        [...jobs].forEach((j) => j.cancel());
        set({ inputs: [], unread: [], imported: EMPTY_IMPORT, outcome: undefined, replayedFrom: [], stale: false, reading: undefined, readNotice: undefined });
      },
      replay: () => {
        const { imported, inputs } = get();
        const outcome = replayOf(imported);
        const from = contributing(inputs, imported);
        if (outcome.ok) {
          app.scenario.getState().load(outcome.scenario, { kind: 'import', files: from.map((i) => i.name) }, 'replay the imported node');
          app.player.getState().clear();
          app.ui.getState().select(undefined);
          app.ui.getState().open(outcome.node ? { kind: 'node', node: outcome.node } : { kind: 'cluster' });
        }
        set({ outcome, replayedFrom: from, stale: false });
        return outcome;
      },
      send: (hint) => {
        // The current document, not the replayed one: the user may have edited it since.
        app.player.getState().show(app.scenario.getState().scenario, hint.probe, 'adhoc');
        app.playhead.getState().play();
      },
    };
  });
}

function replayOf(imported: ImportedFiles): ReplayOutcome {
  let built: ReturnType<typeof buildReplay>;
  try {
    built = buildReplay(imported);
  } catch (e) {
    return { ok: false, error: userMessage(e, 'the node in these files'), report: { sources: [], missing: [], assumed: [], needs: [] } };
  }
  // What is missing for a walk, said once (the same words as the CLI's, io/replay/needs.ts).
  const deadEnd = replayDeadEnd(built);
  if ('error' in built) return { ok: false, error: built.error, report: built.report, deadEnd };
  const { scenario, report } = built;
  const node = report.sources[0]?.node ?? scenario.nodes.find((n) => n.os === 'windows')?.name;
  const override = node ? readNodeOverrides(scenario.nodes).overrides.get(node) : undefined;
  const portRanges = imported.dumps.flatMap((d) => d.model.portRanges ?? []);
  return { ok: true, scenario, node, report, findings: checksOf(override, { portRanges }), probes: node ? probeHints(scenario, node, override?.hns) : [], ...(deadEnd ? { deadEnd } : {}), ...unwalkable(report) };
}

/** VIPs from the files that no probe can reach for want of their load balancers' ports. */
function unwalkable(report: ReplayReport): { unwalkable?: { vips: string[]; missing: string } } {
  const vips = vipsWithoutPorts(report);
  return vips.length ? { unwalkable: { vips, missing: missingMessage(report.needs.filter((n) => n.key === 'lb-ports')) } } : {};
}

/** Microsoft's checks over the node; HNS is compared with VFP only when VFP was imported (rules compiled from the same HNS agree by construction). */
function checksOf(override: { hns?: HnsState; vfp?: Port[] } | undefined, host: HostFacts): Finding[] {
  if (!override) return [];
  try {
    return findings(override.hns ?? NO_HNS, override.vfp ?? [], host);
  } catch (e) {
    // The replay itself stands; only the checks are missing, and the user is told so.
    return [{ severity: 'info', check: 'Checks', message: `the node checks could not run: ${userMessage(e, 'the node').replace(/^the node cannot be read: /, '')}`, evidence: '' }];
  }
}

/** How many hints of each kind: enough to start, few enough to read. */
const HINTS_PER_KIND = 4;
const PROTOCOL_NAMES: Record<number, ProbeSpec['protocol']> = { 1: 'icmp', 6: 'tcp', 17: 'udp', 132: 'sctp' };

const probe = (from: string, to: string, protocol: ProbeSpec['protocol']): ProbeSpec => ({ name: ADHOC, from, to, protocol, size: 64, df: false });

/** Probes worth sending against a replayed node: into each of its pods, from a pod to each load-balanced VIP, and to DNS. */
export function probeHints(s: Scenario, node: string, hns: HnsState | undefined): ProbeHint[] {
  const pods = s.pods.filter((p) => p.node === node);
  const hints: ProbeHint[] = pods.slice(0, HINTS_PER_KIND).map((p) => {
    const [protocol, port] = (p.listen[0] ?? 'tcp/80').split('/') as [ProbeSpec['protocol'], string];
    return {
      label: `${node} → ${p.name} ${protocol}/${port}`,
      why: p.listen.length ? 'the node into its pod, as kubelet health checks go' : 'the node into its pod, as kubelet health checks go (what listens is unknown: port 80 is a guess)',
      probe: probe(`node/${node}`, `pod/${p.namespace}/${p.name}:${port}`, protocol),
    };
  });
  const client = pods[0] ? `pod/${pods[0].namespace}/${pods[0].name}` : `node/${node}`;
  const clientName = pods[0]?.name ?? node;
  const seen = new Set<string>();
  const lbHints: ProbeHint[] = [];
  for (const lb of hns?.loadBalancers ?? []) {
    for (const vip of lb.frontendVips) {
      for (const pm of lb.portMappings) {
        const protocol = PROTOCOL_NAMES[pm.protocol] ?? 'tcp';
        const key = `${vip}:${pm.externalPort}/${protocol}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const svc = s.services.find((x) => x.clusterIP === vip);
        lbHints.push({
          label: `${clientName} → ${svc ? `${svc.name} (${vip})` : vip} ${protocol}/${pm.externalPort}`,
          why: 'a pod to a Service: the load balancer HNS programmed for this VIP',
          probe: probe(client, svc ? `service/${svc.namespace}/${svc.name}:${pm.externalPort}` : `${vip}:${pm.externalPort}`, protocol),
        });
      }
    }
  }
  hints.push(...lbHints.slice(0, HINTS_PER_KIND));
  const dns = hns?.endpoints.find((e) => !e.isRemoteEndpoint && e.dnsServerList?.length)?.dnsServerList?.[0];
  if (dns && !seen.has(`${dns}:53/udp`) && /^\d{1,3}(\.\d{1,3}){3}$/.test(dns))
    hints.push({ label: `${clientName} → DNS ${dns} udp/53`, why: "name resolution: the endpoint's DNS server, which needs a load balancer for its VIP", probe: probe(client, `${dns}:53`, 'udp') });
  return hints;
}

const stores = new WeakMap<ImportDeps, ImportStore>();

/** The app's import session, made on first use (the app's own stores are made in app.ts). */
export function importStoreOf(app: ImportDeps): ImportStore {
  let store = stores.get(app);
  if (!store) {
    store = createImportStore(app);
    stores.set(app, store);
  }
  return store;
}
