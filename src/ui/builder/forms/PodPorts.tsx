// A pod's container ports, as the pod spec lists them: a name (what a Service's targetPort or a
// NetworkPolicy's port may use), the number, the protocol and a hostPort (the node's port the CNI
// plugin maps to it). They open nothing: "Listening on" says what the pod listens on.
import type { ContainerPortSpec, PodSpec } from '../../../cluster/scenario/schema';
import { nextContainerPort } from './pod-ports';
import { optionalText } from '../../../state/field-text';
import { IntField, SelectField, TextField, type Commit } from '../fields';
import type { CommitResult } from '../useEdit';
import { button, link, sectionTitle } from '../styles';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

const PROTOCOLS = ['TCP', 'UDP', 'SCTP'] as const;
/** An example port name: the same in every language. */
const EXAMPLE_NAME = 'http';

export function PodPorts({ pod, index, setPorts }: { pod: PodSpec; index: number; setPorts: (ports: ContainerPortSpec[], what: string) => CommitResult }) {
  const t = useT();
  const ports = pod.ports ?? [];
  const at = (j: number) => ['pods', index, 'ports', j];
  const setPort = (j: number, p: ContainerPortSpec, what: string) => setPorts(ports.map((x, k) => (k === j ? p : x)), what);
  return (
    <fieldset className="space-y-2" data-testid="pod-ports">
      <legend className={sectionTitle}>{t('build.containerPorts')}</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('build.containerPortsHint')}</p>
      {ports.map((p, j) => {
        const commit = <T,>(f: (v: T) => ContainerPortSpec, what: string): Commit<T> => (v) => setPort(j, f(v), what);
        const name = p.name ?? String(p.containerPort);
        return (
          <div key={j} className="space-y-1.5 rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid={`pod-port-${j}`}>
            <div className="grid grid-cols-2 gap-1.5">
              <TextField label={t('build.name')} value={p.name ?? ''} placeholder={EXAMPLE_NAME} path={[...at(j), 'name']} mono commit={commit((v: string) => ({ ...p, name: optionalText(v) }), t('build.do.nameContainerPort', { port: name, pod: pod.name }))} testId="pod-port-name" />
              <IntField label={t('build.containerPort')} required value={p.containerPort} path={[...at(j), 'containerPort']} commit={commit((v: number | undefined) => ({ ...p, containerPort: v! }), t('build.do.containerPortNumber', { port: name, pod: pod.name }))} testId="pod-port-number" />
            </div>
            <div className="grid grid-cols-2 items-start gap-1.5">
              <SelectField label={t('build.protocol')} value={p.protocol} options={PROTOCOLS} path={[...at(j), 'protocol']} commit={commit((protocol: ContainerPortSpec['protocol']) => ({ ...p, protocol }), t('build.do.containerPortProtocol', { port: name, pod: pod.name }))} />
              <IntField label={t('build.hostPort')} hint={t('build.hostPortHint')} value={p.hostPort} placeholder={t('build.none')} path={[...at(j), 'hostPort']} commit={commit((hostPort: number | undefined) => { const next = { ...p, hostPort }; if (hostPort === undefined) delete next.hostPort; return next; }, t('build.do.hostPort', { port: name, pod: pod.name }))} testId="pod-port-host" />
            </div>
            <div className="flex justify-end">
              <button type="button" className={link} onClick={() => setPorts(ports.filter((_, k) => k !== j), t('build.do.removeContainerPort', { port: name, pod: pod.name }))} data-testid="pod-port-remove">
                {t('build.remove')}
              </button>
            </div>
          </div>
        );
      })}
      <button
        type="button"
        className={button}
        onClick={() => {
          const port = nextContainerPort(pod);
          setPorts([...ports, { containerPort: port, protocol: 'TCP' }], t('build.do.addContainerPort', { port, pod: pod.name }));
        }}
        data-testid="add-pod-port"
      >
        {t('build.addContainerPort')}
      </button>
    </fieldset>
  );
}
