// pods[].ports as the API server and the scheduler take them: one name per port in a pod, one
// hostPort per node and protocol; and the names Services ask for that no pod they select has.
import { selects } from './selector';
import type { Issue, Path } from './issues';
import { apiIssue, apiMsg as m, type ScenarioApiMsg } from './messages-api';
import type { Scenario } from './schema';

export function podPortsIssues(s: Pick<Scenario, 'pods' | 'services' | 'nodes' | 'cluster'>): Issue[] {
  const issues: Issue[] = [];
  const err = (path: Path, message: ScenarioApiMsg) => issues.push(apiIssue(path, 'error', message));
  const warn = (path: Path, message: ScenarioApiMsg) => issues.push(apiIssue(path, 'warning', message));
  /** node/protocol/hostPort → the pod that has it. */
  const hostPorts = new Map<string, string>();
  const nodeOs = new Map(s.nodes.map((n) => [n.name, n.os]));
  s.pods.forEach((p, i) => {
    const names = new Set<string>();
    const numbers = new Set<string>();
    (p.ports ?? []).forEach((cp, j) => {
      const at: Path = ['pods', i, 'ports', j];
      if (cp.name !== undefined) {
        if (names.has(cp.name)) err([...at, 'name'], m('scenarioApi.containerPortNameTwice', { pod: `${p.namespace}/${p.name}`, n: cp.name }));
        names.add(cp.name);
      }
      const num = `${cp.protocol}/${cp.containerPort}`;
      if (numbers.has(num)) warn([...at, 'containerPort'], m('scenarioApi.containerPortTwice', { port: cp.containerPort, proto: cp.protocol, pod: `${p.namespace}/${p.name}` }));
      numbers.add(num);
      if (cp.hostPort === undefined) return;
      const key = `${p.node}/${cp.protocol}/${cp.hostPort}`;
      const prev = hostPorts.get(key);
      if (prev) err([...at, 'hostPort'], m('scenarioApi.hostPortTaken', { port: cp.hostPort, proto: cp.protocol, node: p.node, pod: prev }));
      else hostPorts.set(key, `${p.namespace}/${p.name}`);
      if (nodeOs.get(p.node) === 'linux') warn([...at, 'hostPort'], m('scenarioApi.hostPortLinux', {}));
      else if (s.cluster.cni === 'win-overlay') warn([...at, 'hostPort'], m('scenarioApi.hostPortWinOverlay', {}));
      else if (cp.protocol === 'SCTP') warn([...at, 'hostPort'], m('scenarioApi.hostPortSctp', {}));
    });
  });
  s.services.forEach((svc, i) => {
    const selected = Object.keys(svc.selector).length ? s.pods.filter((p) => p.namespace === svc.namespace && selects(svc.selector, p.labels)) : [];
    svc.ports.forEach((sp, j) => {
      const t = sp.targetPort;
      if (typeof t !== 'string' || /^\d+$/.test(t) || selected.length === 0) return;
      // A pod that names no container ports is resolved from its only listener (earlier files).
      const declaring = selected.filter((p) => p.ports?.length);
      if (declaring.length === 0) return;
      const without = declaring.filter((p) => !p.ports!.some((cp) => cp.name === t && cp.protocol === sp.protocol));
      if (without.length === declaring.length)
        warn(['services', i, 'ports', j, 'targetPort'], m('scenarioApi.targetPortNone', { n: t, proto: sp.protocol }));
      else if (without.length)
        warn(['services', i, 'ports', j, 'targetPort'], m('scenarioApi.targetPortSome', { n: t, proto: sp.protocol, pods: without.map((p) => `${p.namespace}/${p.name}`).join(', ') }));
    });
  });
  return issues;
}
