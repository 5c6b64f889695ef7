// The common shapes of NetworkPolicy rules, as a form: each rule lists peers (pods by labels,
// namespaces by labels, both, or an IP block with exceptions) and ports. Anything rarer
// (matchExpressions) is kept as it is and edited in the YAML tab.
import type { Path } from '../../../cluster/scenario/issues';
import type { LabelSelector, NetworkPolicySpec, PolicyPeer } from '../../../cluster/scenario/schema';
import { parsePortOrName } from '../../../state/field-text';
import { IntField, LabelsField, ListField, SelectField, TextField } from '../fields';
import type { CommitResult } from '../useEdit';
import { button, link, sectionTitle } from '../styles';

type Spec = NetworkPolicySpec['spec'];
type PolicyPort = NonNullable<NonNullable<Spec['ingress']>[number]['ports']>[number];
/** A rule of either direction: `from` (ingress) or `to` (egress) is called peers here. */
interface Rule {
  peers?: PolicyPeer[];
  ports?: PolicyPort[];
}
export type Direction = 'ingress' | 'egress';

const peersKey = (d: Direction) => (d === 'ingress' ? 'from' : 'to');
const rulesOf = (spec: Spec, d: Direction): Rule[] => (d === 'ingress' ? (spec.ingress ?? []).map((r) => ({ peers: r.from, ports: r.ports })) : (spec.egress ?? []).map((r) => ({ peers: r.to, ports: r.ports })));
const withRules = (spec: Spec, d: Direction, rules: Rule[]): Spec =>
  d === 'ingress'
    ? { ...spec, ingress: rules.map((r) => ({ ...(r.peers ? { from: r.peers } : {}), ...(r.ports ? { ports: r.ports } : {}) })) }
    : { ...spec, egress: rules.map((r) => ({ ...(r.peers ? { to: r.peers } : {}), ...(r.ports ? { ports: r.ports } : {}) })) };

type PeerKind = 'pods' | 'namespaces' | 'podsInNamespaces' | 'ipBlock';
const PEER_KINDS = [
  { value: 'pods', label: 'Pods of this namespace' },
  { value: 'namespaces', label: 'All pods of namespaces' },
  { value: 'podsInNamespaces', label: 'Pods in namespaces' },
  { value: 'ipBlock', label: 'IP block' },
] as const;

function kindOf(p: PolicyPeer): PeerKind {
  if (p.ipBlock) return 'ipBlock';
  if (p.namespaceSelector) return p.podSelector ? 'podsInNamespaces' : 'namespaces';
  return 'pods';
}

function peerOfKind(kind: PeerKind, p: PolicyPeer): PolicyPeer {
  const pods = p.podSelector ?? {};
  const namespaces = p.namespaceSelector ?? {};
  switch (kind) {
    case 'pods':
      return { podSelector: pods };
    case 'namespaces':
      return { namespaceSelector: namespaces };
    case 'podsInNamespaces':
      return { podSelector: pods, namespaceSelector: namespaces };
    case 'ipBlock':
      return { ipBlock: p.ipBlock ?? { cidr: '0.0.0.0/0' } };
  }
}

const withLabels = (sel: LabelSelector | undefined, matchLabels: Record<string, string>): LabelSelector => {
  const { matchLabels: _, ...rest } = sel ?? {};
  return Object.keys(matchLabels).length ? { ...rest, matchLabels } : rest;
};

const expressions = (sel: LabelSelector | undefined) => (sel?.matchExpressions?.length ? ` (+ ${sel.matchExpressions.length} expressions: see YAML)` : '');

function PeerEditor({ peer, path, set, remove }: { peer: PolicyPeer; path: Path; set: (p: PolicyPeer, what: string) => CommitResult; remove: () => void }) {
  const kind = kindOf(peer);
  return (
    <div className="space-y-1.5 rounded border border-slate-200 p-1.5 dark:border-slate-700">
      <div className="flex items-end gap-2">
        <SelectField label="Peer" className="flex-1" value={kind} options={PEER_KINDS} commit={(k) => set(peerOfKind(k, peer), 'change a peer’s kind')} />
        <button type="button" className={`${link} mb-2`} onClick={remove}>
          remove
        </button>
      </div>
      {(kind === 'namespaces' || kind === 'podsInNamespaces') && (
        <LabelsField
          label={`Namespace labels${expressions(peer.namespaceSelector)}`}
          value={peer.namespaceSelector?.matchLabels ?? {}}
          placeholder="every namespace"
          hint="by name: kubernetes.io/metadata.name=shop"
          path={[...path, 'namespaceSelector']}
          commit={(l) => set({ ...peer, namespaceSelector: withLabels(peer.namespaceSelector, l) }, 'set a peer’s namespace labels')}
        />
      )}
      {(kind === 'pods' || kind === 'podsInNamespaces') && (
        <LabelsField
          label={`Pod labels${expressions(peer.podSelector)}`}
          value={peer.podSelector?.matchLabels ?? {}}
          placeholder="every pod"
          path={[...path, 'podSelector']}
          commit={(l) => set({ ...peer, podSelector: withLabels(peer.podSelector, l) }, 'set a peer’s pod labels')}
          testId="peer-pod-labels"
        />
      )}
      {kind === 'ipBlock' && peer.ipBlock && (
        <>
          <TextField label="CIDR" value={peer.ipBlock.cidr} path={[...path, 'ipBlock', 'cidr']} mono commit={(cidr) => set({ ipBlock: { ...peer.ipBlock!, cidr } }, 'set an IP block')} />
          <ListField
            label="Except"
            value={peer.ipBlock.except}
            placeholder="no exceptions"
            path={[...path, 'ipBlock', 'except']}
            commit={(except) => {
              const { except: _, ...block } = peer.ipBlock!;
              return set({ ipBlock: except.length ? { ...block, except } : block }, 'set an IP block’s exceptions');
            }}
          />
        </>
      )}
    </div>
  );
}

function PortEditor({ port, path, set, remove }: { port: PolicyPort; path: Path; set: (p: PolicyPort, what: string) => CommitResult; remove: () => void }) {
  return (
    <div className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-1.5">
      <SelectField label="Protocol" value={port.protocol} options={['TCP', 'UDP', 'SCTP'] as const} path={[...path, 'protocol']} commit={(protocol) => set({ ...port, protocol }, 'set a rule port’s protocol')} />
      <TextField label="Port" value={port.port === undefined ? '' : String(port.port)} placeholder="all" path={[...path, 'port']} mono commit={(v) => set({ ...port, port: parsePortOrName(v) }, 'set a rule port')} />
      <IntField label="End port" value={port.endPort} placeholder="–" path={[...path, 'endPort']} commit={(endPort) => set({ ...port, endPort }, 'set a rule port range')} />
      <button type="button" className={`${link} mb-2`} onClick={remove}>
        remove
      </button>
    </div>
  );
}

export function PolicyRules({ spec, index, direction, set }: { spec: Spec; index: number; direction: Direction; set: (spec: Spec, what: string) => CommitResult }) {
  const rules = rulesOf(spec, direction);
  const base = ['networkPolicies', index, 'spec', direction];
  const word = direction === 'ingress' ? 'from' : 'to';
  const setRule = (r: number, rule: Rule, what: string) => set(withRules(spec, direction, rules.map((x, k) => (k === r ? rule : x))), what);
  return (
    <fieldset className="space-y-2" data-testid={`policy-${direction}`}>
      <legend className={sectionTitle}>{direction === 'ingress' ? 'Ingress rules (who may connect in)' : 'Egress rules (where pods may connect)'}</legend>
      {rules.length === 0 && <p className="text-[13px] text-slate-600 dark:text-slate-400">No rule: {direction === 'ingress' ? 'no ingress is allowed' : 'no egress is allowed'} to the selected pods (when this policy type is on).</p>}
      {rules.map((rule, r) => {
        const path = [...base, r];
        const peers = rule.peers ?? [];
        const ports = rule.ports ?? [];
        return (
          <div key={r} className="space-y-1.5 rounded-md border border-slate-300 p-2 dark:border-slate-600" data-testid={`${direction}-rule-${r}`}>
            <div className="flex items-center justify-between">
              <span className="text-sm font-semibold">Rule {r + 1}</span>
              <button type="button" className={link} onClick={() => set(withRules(spec, direction, rules.filter((_, k) => k !== r)), `remove ${direction} rule ${r + 1}`)}>
                remove rule
              </button>
            </div>
            <div className="text-[13px] text-slate-600 dark:text-slate-400">{peers.length ? `${word}: any of these` : `${word}: anywhere (no peer listed)`}</div>
            {peers.map((peer, k) => (
              <PeerEditor
                key={k}
                peer={peer}
                path={[...path, peersKey(direction), k]}
                set={(p, what) => setRule(r, { ...rule, peers: peers.map((x, m) => (m === k ? p : x)) }, what)}
                remove={() => setRule(r, { ...rule, peers: optionalList(peers.filter((_, m) => m !== k)) }, 'remove a peer')}
              />
            ))}
            <div className="text-[13px] text-slate-600 dark:text-slate-400">{ports.length ? 'on these ports' : 'on every port (no port listed)'}</div>
            {ports.map((port, k) => (
              <PortEditor
                key={k}
                port={port}
                path={[...path, 'ports', k]}
                set={(p, what) => setRule(r, { ...rule, ports: ports.map((x, m) => (m === k ? p : x)) }, what)}
                remove={() => setRule(r, { ...rule, ports: optionalList(ports.filter((_, m) => m !== k)) }, 'remove a rule port')}
              />
            ))}
            <div className="flex gap-1.5">
              <button type="button" className={button} onClick={() => setRule(r, { ...rule, peers: [...peers, { podSelector: {} }] }, 'add a peer')}>
                + Peer
              </button>
              <button type="button" className={button} onClick={() => setRule(r, { ...rule, ports: [...ports, { protocol: 'TCP', port: 80 }] }, 'add a rule port')}>
                + Port
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className={button} onClick={() => set(withRules(spec, direction, [...rules, { peers: [{ podSelector: {} }] }]), `add an ${direction} rule`)} data-testid={`add-${direction}-rule`}>
        + {direction === 'ingress' ? 'Ingress' : 'Egress'} rule
      </button>
    </fieldset>
  );
}

/** Kubernetes reads an empty peer or port list as a missing one (anything): removing the last item
 * removes the list, so the YAML stays as people write it. */
const optionalList = <T,>(xs: T[]): T[] | undefined => (xs.length ? xs : undefined);
