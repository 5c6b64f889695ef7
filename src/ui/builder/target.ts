// What the selection points at in the scenario document: the object the properties form edits.
// Canvas selections name objects by ref or name; forms edit them by index.
import type { Scenario } from '../../cluster/scenario/schema';
import type { Selection } from '../../state/ui-store';

export type Target =
  | { kind: 'node' | 'pod' | 'service' | 'external' | 'networkPolicy'; index: number }
  | { kind: 'cluster' }
  | { kind: 'port'; node: string; port: string };

export const podRefOf = (p: { namespace: string; name: string }) => `pod/${p.namespace}/${p.name}`;
export const serviceRefOf = (s: { namespace: string; name: string }) => `service/${s.namespace}/${s.name}`;
export const externalRefOf = (e: { name: string }) => `external/${e.name}`;

const found = (kind: Extract<Target, { index: number }>['kind'], index: number): Target | undefined => (index >= 0 ? { kind, index } : undefined);

export function targetOf(s: Scenario, sel: Selection | undefined): Target | undefined {
  switch (sel?.kind) {
    case undefined:
      return undefined;
    case 'node':
      return found('node', s.nodes.findIndex((n) => n.name === sel.node));
    case 'pod':
      return found('pod', s.pods.findIndex((p) => podRefOf(p) === sel.ref));
    case 'service':
      return found('service', s.services.findIndex((x) => serviceRefOf(x) === sel.ref));
    case 'external':
      return found('external', s.externals.findIndex((e) => externalRefOf(e) === sel.ref));
    case 'networkPolicy':
      return sel.index < s.networkPolicies.length ? { kind: 'networkPolicy', index: sel.index } : undefined;
    case 'compartment': {
      // A pod's compartment is named by the pod's ref; the host's by `<node>/host`.
      const pod = s.pods.findIndex((p) => podRefOf(p) === sel.compartment);
      return pod >= 0 ? { kind: 'pod', index: pod } : found('node', s.nodes.findIndex((n) => n.name === sel.node));
    }
    case 'port':
      return { kind: 'port', node: sel.node, port: sel.port };
    case 'cluster':
      return { kind: 'cluster' };
  }
}
