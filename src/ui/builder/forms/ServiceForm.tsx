// A Service as Kubernetes writes it: type, ClusterIP, selector, ports, affinity, traffic policies,
// external IPs and the load balancer's addresses (status.loadBalancer.ingress, then loadBalancerIP). The form says which pods the selector picks.
import { useApp, useScenario } from '../../app-context';
import { formatIp } from '../../../core/net/ip';
import { loadBalancerAddresses } from '../../../cluster/scenario/lb-address';
import type { ServiceSpec } from '../../../cluster/scenario/schema';
import { removeService, setService } from '../../../state/edits';
import { simulationOf } from '../../../state/simulation';
import { isDualStack } from '../../../cluster/scenario/dual-stack';
import { IntField, LabelsField, ListField, OptionalField, SelectField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { serviceRefOf } from '../target';
import { FormFrame } from './FormFrame';
import { ServicePorts } from './ServicePorts';
import { useT } from '../../i18n/use-t';
import type { Key } from '../../i18n/t';
import '../../i18n/words/build-en';

type Tr = (key: Key) => string;

const TYPES = ['ClusterIP', 'NodePort', 'LoadBalancer'] as const;
/** spec.ipFamilyPolicy: the API's words, the same in every language. */
const FAMILY_POLICIES = ['SingleStack', 'PreferDualStack', 'RequireDualStack'] as const;
/** The API's field name and an example selector: the same in every language. */
const NAMED = { clusterIP: 'ClusterIP', selectorExample: 'app=web' } as const;
const affinityOptions = (t: Tr) => [
  { value: 'None' as const, label: t('build.affinityNone') },
  { value: 'ClientIP' as const, label: t('build.affinityClient') },
];
const trafficOptions = (t: Tr) => [
  { value: 'Cluster' as const, label: t('build.trafficCluster') },
  { value: 'Local' as const, label: t('build.trafficLocal') },
];

/** A new type, without the fields the type no longer has (Kubernetes would refuse them). */
function withType(svc: ServiceSpec, type: ServiceSpec['type']): ServiceSpec {
  const ports = type === 'ClusterIP' ? svc.ports.map(({ nodePort: _, ...p }) => p) : svc.ports;
  const { loadBalancerIP, loadBalancerIngress, ...rest } = svc;
  return { ...rest, type, ports, ...(type === 'LoadBalancer' && loadBalancerIP ? { loadBalancerIP } : {}), ...(type === 'LoadBalancer' && loadBalancerIngress?.length ? { loadBalancerIngress } : {}) };
}

/** Affinity None drops the timeout (the API refuses a sessionAffinityConfig without ClientIP). */
function withAffinity(svc: ServiceSpec, sessionAffinity: ServiceSpec['sessionAffinity']): ServiceSpec {
  const { sessionAffinityConfig, ...rest } = svc;
  return { ...rest, sessionAffinity, ...(sessionAffinity === 'ClientIP' && sessionAffinityConfig ? { sessionAffinityConfig } : {}) };
}

export function ServiceForm({ index }: { index: number }) {
  const app = useApp();
  const edit = useEdit();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const dual = isDualStack(scenario);
  const svc = scenario.services[index]!;
  const sim = simulationOf(scenario);
  const resolved = sim instanceof Error ? undefined : sim.resolved.services.find((x) => x.spec === svc);
  const path = ['services', index];
  const label = svc.namespace === 'default' ? svc.name : `${svc.namespace}/${svc.name}`;
  const set = (next: ServiceSpec, what: string) => {
    const r = edit((s) => setService(s, index, next), what);
    if (r.ok) app.ui.getState().select({ kind: 'service', ref: serviceRefOf(next) });
    return r;
  };
  const remove = () => {
    if (edit((s) => removeService(s, index), t('build.do.removeService', { name: label })).ok) app.ui.getState().select(undefined);
  };
  const lbFrom = loadBalancerAddresses(svc)?.from;
  const endpoints = resolved?.endpoints.map((p) => (p.namespace === 'default' ? p.name : `${p.namespace}/${p.name}`)) ?? [];
  const selects = Object.keys(svc.selector).length === 0 ? t('build.noSelector') : endpoints.length ? t('build.selects', { pods: endpoints.join(', ') }) : t('build.selectsNone', { ns: svc.namespace });

  return (
    <FormFrame kind={t('build.service')} title={label} prefix={path} remove={{ label: t('build.removeService'), run: remove }} testId="service-form">
      <div className="grid grid-cols-2 gap-2">
        <TextField label={t('build.name')} value={svc.name} path={[...path, 'name']} mono commit={(name) => set({ ...svc, name }, t('build.do.renameService', { name: label, to: name }))} testId="service-name" />
        <TextField label={t('build.namespace')} value={svc.namespace} path={[...path, 'namespace']} mono commit={(namespace) => set({ ...svc, namespace }, t('build.do.moveService', { name: label, ns: namespace }))} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <SelectField label={t('build.type')} value={svc.type} options={TYPES} path={[...path, 'type']} commit={(type) => set(withType(svc, type), t('build.do.serviceType', { name: label, type }))} testId="service-type" />
        <OptionalField label={NAMED.clusterIP} value={svc.clusterIP} placeholder={resolved ? formatIp(resolved.clusterIP) : ''} path={[...path, 'clusterIP']} commit={(clusterIP) => set({ ...svc, clusterIP }, t('build.do.serviceClusterIp', { name: label }))} />
      </div>
      {dual && (
        <SelectField
          label={t('build.ipFamilyPolicy')}
          value={svc.ipFamilyPolicy ?? 'SingleStack'}
          options={FAMILY_POLICIES}
          hint={resolved ? t('build.ipFamiliesHint', { ips: resolved.clusterIPs.map(formatIp).join(', ') }) : undefined}
          path={[...path, 'ipFamilyPolicy']}
          commit={(ipFamilyPolicy) => set({ ...svc, ipFamilyPolicy: ipFamilyPolicy === 'SingleStack' ? undefined : ipFamilyPolicy }, t('build.do.serviceFamilies', { name: label }))}
          testId="service-family-policy"
        />
      )}
      <LabelsField label={t('build.selector')} value={svc.selector} placeholder={NAMED.selectorExample} hint={selects} path={[...path, 'selector']} commit={(selector) => set({ ...svc, selector }, t('build.do.serviceSelector', { name: label }))} testId="service-selector" />
      <ServicePorts svc={svc} index={index} setPorts={(ports, what) => set({ ...svc, ports }, what)} />
      <SelectField label={t('build.affinity')} value={svc.sessionAffinity} options={affinityOptions(t)} path={[...path, 'sessionAffinity']} commit={(sessionAffinity) => set(withAffinity(svc, sessionAffinity), t('build.do.serviceAffinity', { name: label }))} />
      {svc.sessionAffinity === 'ClientIP' && (
        <IntField
          label={t('build.affinityTimeout')}
          value={svc.sessionAffinityConfig?.clientIP?.timeoutSeconds}
          placeholder="10800"
          hint={t('build.affinityTimeoutHint')}
          path={[...path, 'sessionAffinityConfig', 'clientIP', 'timeoutSeconds']}
          commit={(timeoutSeconds) => set({ ...svc, sessionAffinityConfig: timeoutSeconds === undefined ? undefined : { clientIP: { timeoutSeconds } } }, t('build.do.serviceAffinityTimeout', { name: label }))}
          testId="service-affinity-timeout"
        />
      )}
      <SelectField label={t('build.externalTraffic')} value={svc.externalTrafficPolicy} options={trafficOptions(t)} path={[...path, 'externalTrafficPolicy']} commit={(externalTrafficPolicy) => set({ ...svc, externalTrafficPolicy }, t('build.do.serviceExternalTraffic', { name: label }))} />
      <SelectField label={t('build.internalTraffic')} value={svc.internalTrafficPolicy} options={trafficOptions(t)} path={[...path, 'internalTrafficPolicy']} commit={(internalTrafficPolicy) => set({ ...svc, internalTrafficPolicy }, t('build.do.serviceInternalTraffic', { name: label }))} />
      <ListField label={t('build.externalIps')} value={svc.externalIPs} placeholder={t('build.none')} path={[...path, 'externalIPs']} commit={(externalIPs) => set({ ...svc, externalIPs }, t('build.do.serviceExternalIps', { name: label }))} />
      {svc.type === 'LoadBalancer' && (
        <>
          <ListField
            label={t('build.lbIngress')}
            value={svc.loadBalancerIngress}
            placeholder={t('build.none')}
            hint={t(lbFrom === 'spec.loadBalancerIP' ? 'build.lbFromSpec' : lbFrom ? 'build.lbFromStatus' : 'build.lbNone')}
            path={[...path, 'loadBalancerIngress']}
            commit={(ips) => set({ ...svc, loadBalancerIngress: ips.length ? ips : undefined }, t('build.do.serviceLbIngress', { name: label }))}
            testId="service-lb-ingress"
          />
          <OptionalField label={t('build.lbIp')} value={svc.loadBalancerIP} placeholder={t('build.none')} path={[...path, 'loadBalancerIP']} commit={(loadBalancerIP) => set({ ...svc, loadBalancerIP }, t('build.do.serviceLbIp', { name: label }))} />
        </>
      )}
    </FormFrame>
  );
}
