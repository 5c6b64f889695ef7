// The common shapes of NetworkPolicy rules, as a form: each rule lists peers (pods by labels,
// namespaces by labels, both, or an IP block with exceptions) and ports. Anything rarer
// (matchExpressions) is kept as it is and edited in the YAML tab.
import type { Path } from '../../../cluster/scenario/issues';
import type { LabelSelector, NetworkPolicySpec, PolicyPeer } from '../../../cluster/scenario/schema';
import { parsePortOrName } from '../../../state/field-text';
import { IntField, LabelsField, ListField, SelectField, TextField } from '../fields';
import type { CommitResult } from '../useEdit';
import { button, link, sectionTitle } from '../styles';
import { useT } from '../../i18n/use-t';
import type { Key } from '../../i18n/t';
import '../../i18n/words/build-en';

type Tr = (key: Key, vars?: Record<string, string | number>) => string;

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

/** The field's name in the NetworkPolicy API (ipBlock.cidr): the same in every language. */
const CIDR = 'CIDR';

type PeerKind = 'pods' | 'namespaces' | 'podsInNamespaces' | 'ipBlock';
const peerKinds = (t: Tr) => [
  { value: 'pods' as const, label: t('build.peerPods') },
  { value: 'namespaces' as const, label: t('build.peerNamespaces') },
  { value: 'podsInNamespaces' as const, label: t('build.peerPodsInNs') },
  { value: 'ipBlock' as const, label: t('build.peerIpBlock') },
];

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

const expressions = (t: Tr, sel: LabelSelector | undefined) => (sel?.matchExpressions?.length ? ` ${t('build.expressions', { count: sel.matchExpressions.length })}` : '');

function PeerEditor({ peer, path, set, remove }: { peer: PolicyPeer; path: Path; set: (p: PolicyPeer, what: string) => CommitResult; remove: () => void }) {
  const kind = kindOf(peer);
  const t = useT();
  return (
    <div className="space-y-1.5 rounded border border-slate-200 p-1.5 dark:border-slate-700">
      <div className="flex items-end gap-2">
        <SelectField label={t('build.peer')} className="flex-1" value={kind} options={peerKinds(t)} commit={(k) => set(peerOfKind(k, peer), t('build.do.peerKind'))} />
        <button type="button" className={`${link} mb-2`} onClick={remove}>
          {t('build.remove')}
        </button>
      </div>
      {(kind === 'namespaces' || kind === 'podsInNamespaces') && (
        <LabelsField
          label={`${t('build.nsLabels')}${expressions(t, peer.namespaceSelector)}`}
          value={peer.namespaceSelector?.matchLabels ?? {}}
          placeholder={t('build.everyNs')}
          hint={t('build.nsByName')}
          path={[...path, 'namespaceSelector']}
          commit={(l) => set({ ...peer, namespaceSelector: withLabels(peer.namespaceSelector, l) }, t('build.do.peerNsLabels'))}
        />
      )}
      {(kind === 'pods' || kind === 'podsInNamespaces') && (
        <LabelsField
          label={`${t('build.podLabels')}${expressions(t, peer.podSelector)}`}
          value={peer.podSelector?.matchLabels ?? {}}
          placeholder={t('build.everyPod')}
          path={[...path, 'podSelector']}
          commit={(l) => set({ ...peer, podSelector: withLabels(peer.podSelector, l) }, t('build.do.peerPodLabels'))}
          testId="peer-pod-labels"
        />
      )}
      {kind === 'ipBlock' && peer.ipBlock && (
        <>
          <TextField label={CIDR} value={peer.ipBlock.cidr} path={[...path, 'ipBlock', 'cidr']} mono commit={(cidr) => set({ ipBlock: { ...peer.ipBlock!, cidr } }, t('build.do.ipBlock'))} />
          <ListField
            label={t('build.except')}
            value={peer.ipBlock.except}
            placeholder={t('build.noExceptions')}
            path={[...path, 'ipBlock', 'except']}
            commit={(except) => {
              const { except: _, ...block } = peer.ipBlock!;
              return set({ ipBlock: except.length ? { ...block, except } : block }, t('build.do.ipBlockExcept'));
            }}
          />
        </>
      )}
    </div>
  );
}

function PortEditor({ port, path, set, remove }: { port: PolicyPort; path: Path; set: (p: PolicyPort, what: string) => CommitResult; remove: () => void }) {
  const t = useT();
  return (
    <div className="grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-1.5">
      <SelectField label={t('build.protocol')} value={port.protocol} options={['TCP', 'UDP', 'SCTP'] as const} path={[...path, 'protocol']} commit={(protocol) => set({ ...port, protocol }, t('build.do.rulePortProtocol'))} />
      <TextField label={t('build.port')} value={port.port === undefined ? '' : String(port.port)} placeholder={t('build.allPorts')} path={[...path, 'port']} mono commit={(v) => set({ ...port, port: parsePortOrName(v) }, t('build.do.rulePort'))} />
      <IntField label={t('build.endPort')} value={port.endPort} placeholder="–" path={[...path, 'endPort']} commit={(endPort) => set({ ...port, endPort }, t('build.do.rulePortRange'))} />
      <button type="button" className={`${link} mb-2`} onClick={remove}>
        {t('build.remove')}
      </button>
    </div>
  );
}

export function PolicyRules({ spec, index, direction, set }: { spec: Spec; index: number; direction: Direction; set: (spec: Spec, what: string) => CommitResult }) {
  const rules = rulesOf(spec, direction);
  const t = useT();
  const base = ['networkPolicies', index, 'spec', direction];
  const setRule = (r: number, rule: Rule, what: string) => set(withRules(spec, direction, rules.map((x, k) => (k === r ? rule : x))), what);
  return (
    <fieldset className="space-y-2" data-testid={`policy-${direction}`}>
      <legend className={sectionTitle}>{direction === 'ingress' ? t('build.ingressRules') : t('build.egressRules')}</legend>
      {rules.length === 0 && <p className="text-[13px] text-slate-600 dark:text-slate-400">{direction === 'ingress' ? t('build.noIngressRule') : t('build.noEgressRule')}</p>}
      {rules.map((rule, r) => {
        const path = [...base, r];
        const peers = rule.peers ?? [];
        const ports = rule.ports ?? [];
        return (
          <div key={r} className="space-y-1.5 rounded-md border border-slate-300 p-2 dark:border-slate-600" data-testid={`${direction}-rule-${r}`}>
            <div className="flex items-center justify-between">
              <span className="text-sm font-semibold">{t('build.ruleN', { n: r + 1 })}</span>
              <button type="button" className={link} onClick={() => set(withRules(spec, direction, rules.filter((_, k) => k !== r)), t(direction === 'ingress' ? 'build.do.removeIngressRule' : 'build.do.removeEgressRule', { n: r + 1 }))}>
                {t('build.removeRule')}
              </button>
            </div>
            <div className="text-[13px] text-slate-600 dark:text-slate-400">{direction === 'ingress' ? t(peers.length ? 'build.fromAny' : 'build.fromAnywhere') : t(peers.length ? 'build.toAny' : 'build.toAnywhere')}</div>
            {peers.map((peer, k) => (
              <PeerEditor
                key={k}
                peer={peer}
                path={[...path, peersKey(direction), k]}
                set={(p, what) => setRule(r, { ...rule, peers: peers.map((x, m) => (m === k ? p : x)) }, what)}
                remove={() => setRule(r, { ...rule, peers: optionalList(peers.filter((_, m) => m !== k)) }, t('build.do.removePeer'))}
              />
            ))}
            <div className="text-[13px] text-slate-600 dark:text-slate-400">{ports.length ? t('build.onPorts') : t('build.everyPort')}</div>
            {ports.map((port, k) => (
              <PortEditor
                key={k}
                port={port}
                path={[...path, 'ports', k]}
                set={(p, what) => setRule(r, { ...rule, ports: ports.map((x, m) => (m === k ? p : x)) }, what)}
                remove={() => setRule(r, { ...rule, ports: optionalList(ports.filter((_, m) => m !== k)) }, t('build.do.removeRulePort'))}
              />
            ))}
            <div className="flex gap-1.5">
              <button type="button" className={button} onClick={() => setRule(r, { ...rule, peers: [...peers, { podSelector: {} }] }, t('build.do.addPeer'))}>
                {t('build.addPeer')}
              </button>
              <button type="button" className={button} onClick={() => setRule(r, { ...rule, ports: [...ports, { protocol: 'TCP', port: 80 }] }, t('build.do.addRulePort'))}>
                {t('build.addPort')}
              </button>
            </div>
          </div>
        );
      })}
      <button type="button" className={button} onClick={() => set(withRules(spec, direction, [...rules, { peers: [{ podSelector: {} }] }]), t(direction === 'ingress' ? 'build.do.addIngressRule' : 'build.do.addEgressRule'))} data-testid={`add-${direction}-rule`}>
        {direction === 'ingress' ? t('build.addIngressRule') : t('build.addEgressRule')}
      </button>
    </fieldset>
  );
}

/** Kubernetes reads an empty peer or port list as a missing one (anything): removing the last item
 * removes the list, so the YAML stays as people write it. */
const optionalList = <T,>(xs: T[]): T[] | undefined => (xs.length ? xs : undefined);
