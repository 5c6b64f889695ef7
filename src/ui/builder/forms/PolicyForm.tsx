// A NetworkPolicy: a form for the common shapes, and the YAML of the whole policy.
import { useState } from 'react';
import { useApp, useScenario } from '../../app-context';
import { focusRing } from '../../common/controls';
import type { NetworkPolicySpec } from '../../../cluster/scenario/schema';
import { removeNetworkPolicy, setNetworkPolicy } from '../../../state/edits';
import { CheckField, LabelsField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { FormFrame } from './FormFrame';
import { PolicyRules } from './PolicyRules';
import { PolicyYaml } from './PolicyYaml';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

type Spec = NetworkPolicySpec['spec'];
type PolicyType = 'Ingress' | 'Egress';

function Tabs({ tab, setTab }: { tab: 'form' | 'yaml'; setTab: (t: 'form' | 'yaml') => void }) {
  const tr = useT();
  return (
    <div role="tablist" aria-label={tr('build.editAs')} className="inline-flex rounded-md border border-slate-300 p-0.5 text-sm dark:border-slate-600">
      {(['form', 'yaml'] as const).map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={tab === t}
          onClick={() => setTab(t)}
          className={`rounded px-2.5 py-0.5 ${focusRing} ${tab === t ? 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          data-testid={`policy-tab-${t}`}
        >
          {t === 'form' ? tr('build.form') : 'YAML'}
        </button>
      ))}
    </div>
  );
}

export function PolicyForm({ index }: { index: number }) {
  const app = useApp();
  const edit = useEdit();
  const t = useT();
  const policy = useScenario((s) => s.scenario.networkPolicies[index])!;
  const [tab, setTab] = useState<'form' | 'yaml'>('form');
  const name = policy.metadata.name;
  const path = ['networkPolicies', index];
  const set = (next: NetworkPolicySpec, what: string) => edit((s) => setNetworkPolicy(s, index, next), what);
  const setSpec = (spec: Spec, what: string) => set({ ...policy, spec }, what);
  const remove = () => {
    if (edit((s) => removeNetworkPolicy(s, index), t('build.do.removePolicy', { name })).ok) app.ui.getState().select(undefined);
  };
  // Without policyTypes, Kubernetes infers them: Ingress always, Egress when egress rules exist.
  const types = policy.spec.policyTypes ?? (['Ingress', ...(policy.spec.egress ? ['Egress' as const] : [])] as PolicyType[]);
  const toggle = (type: PolicyType, on: boolean) => {
    const next = (['Ingress', 'Egress'] as const).filter((x) => (x === type ? on : types.includes(x)));
    return setSpec({ ...policy.spec, policyTypes: next }, t(on ? 'build.do.typeOn' : 'build.do.typeOff', { type, name }));
  };
  const podSelector = policy.spec.podSelector;

  return (
    <FormFrame kind="NetworkPolicy" title={`${policy.metadata.namespace}/${name}`} prefix={path} remove={{ label: t('build.removePolicy'), run: remove }} testId="policy-form">
      <Tabs tab={tab} setTab={setTab} />
      {tab === 'yaml' ? (
        <PolicyYaml index={index} policy={policy} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2">
            <TextField label={t('build.name')} value={name} path={[...path, 'metadata', 'name']} mono commit={(n) => set({ ...policy, metadata: { ...policy.metadata, name: n } }, t('build.do.renamePolicy', { name, to: n }))} testId="policy-name" />
            <TextField label={t('build.namespace')} value={policy.metadata.namespace} path={[...path, 'metadata', 'namespace']} mono commit={(ns) => set({ ...policy, metadata: { ...policy.metadata, namespace: ns } }, t('build.do.movePolicy', { name, ns }))} />
          </div>
          <LabelsField
            label={`${t('build.appliesTo')}${podSelector.matchExpressions?.length ? ` ${t('build.expressions', { count: podSelector.matchExpressions.length })}` : ''}`}
            value={podSelector.matchLabels ?? {}}
            placeholder={t('build.everyPodOfNs')}
            path={[...path, 'spec', 'podSelector']}
            commit={(matchLabels) => {
              const { matchLabels: _, ...rest } = podSelector;
              return setSpec({ ...policy.spec, podSelector: Object.keys(matchLabels).length ? { ...rest, matchLabels } : rest }, t('build.do.policyPods', { name }));
            }}
            testId="policy-pod-selector"
          />
          <fieldset className="space-y-1">
            <legend className="mb-0.5 text-sm font-medium text-slate-700 dark:text-slate-300">{t('build.policyTypes')}</legend>
            <CheckField label={t('build.ingressType')} value={types.includes('Ingress')} path={[...path, 'spec', 'policyTypes']} commit={(on) => toggle('Ingress', on)} testId="policy-type-ingress" />
            <CheckField label={t('build.egressType')} value={types.includes('Egress')} path={[...path, 'spec', 'policyTypes']} commit={(on) => toggle('Egress', on)} testId="policy-type-egress" />
          </fieldset>
          {types.includes('Ingress') && <PolicyRules spec={policy.spec} index={index} direction="ingress" set={setSpec} />}
          {types.includes('Egress') && <PolicyRules spec={policy.spec} index={index} direction="egress" set={setSpec} />}
        </>
      )}
    </FormFrame>
  );
}
