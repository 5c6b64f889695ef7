// A host outside the cluster: on the node network (an address of the node subnet) or on the
// internet (any other address), with the ports it listens on.
import { useApp, useScenario } from '../../app-context';
import type { ExternalSpec } from '../../../cluster/scenario/schema';
import { removeExternal, setExternal } from '../../../state/edits';
import { ListField, TextField } from '../fields';
import { useEdit } from '../useEdit';
import { externalRefOf } from '../target';
import { FormFrame } from './FormFrame';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

/** An example value, as it is typed: the same in every language. */
const EXAMPLE_LISTEN = 'tcp/80, tcp/443';

export function ExternalForm({ index }: { index: number }) {
  const app = useApp();
  const edit = useEdit();
  const t = useT();
  const ext = useScenario((s) => s.scenario.externals[index])!;
  const subnet = useScenario((s) => s.scenario.cluster.nodeSubnet);
  const path = ['externals', index];
  const set = (next: ExternalSpec, what: string) => {
    const r = edit((s) => setExternal(s, index, next), what);
    if (r.ok) app.ui.getState().select({ kind: 'external', ref: externalRefOf(next) });
    return r;
  };
  const remove = () => {
    if (edit((s) => removeExternal(s, index), t('build.do.removeExternal', { name: ext.name })).ok) app.ui.getState().select(undefined);
  };
  return (
    <FormFrame kind={t('build.outsideHost')} title={ext.name} prefix={path} remove={{ label: t('build.removeOutsideHost'), run: remove }} testId="external-form">
      <TextField label={t('build.name')} value={ext.name} path={[...path, 'name']} mono commit={(name) => set({ ...ext, name }, t('build.do.renameExternal', { name: ext.name, to: name }))} testId="external-name" />
      <TextField label="IP" value={ext.ip} hint={t('build.ipHint', { subnet })} path={[...path, 'ip']} mono commit={(ip) => set({ ...ext, ip }, t('build.do.externalIp', { name: ext.name }))} testId="external-ip" />
      <ListField label={t('build.listening')} value={ext.listen} placeholder={EXAMPLE_LISTEN} path={[...path, 'listen']} commit={(listen) => set({ ...ext, listen }, t('build.do.externalListen', { name: ext.name }))} />
    </FormFrame>
  );
}
