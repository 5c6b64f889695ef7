// A Service's ports, as Kubernetes writes them: name, port, targetPort (a number or a container
// port's name), protocol and, for NodePort and LoadBalancer, nodePort.
import type { ServicePortSpec, ServiceSpec } from '../../../cluster/scenario/schema';
import { optionalText, parsePortOrName } from '../../../state/field-text';
import { IntField, SelectField, TextField, type Commit } from '../fields';
import type { CommitResult } from '../useEdit';
import { button, link, sectionTitle } from '../styles';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';

const PROTOCOLS = ['TCP', 'UDP', 'SCTP'] as const;
/** An example port name: the same in every language. */
const EXAMPLE_NAME = 'http';

export function ServicePorts({ svc, index, setPorts }: { svc: ServiceSpec; index: number; setPorts: (ports: ServicePortSpec[], what: string) => CommitResult }) {
  const at = (j: number) => ['services', index, 'ports', j];
  const setPort = (j: number, p: ServicePortSpec, what: string) => setPorts(svc.ports.map((x, k) => (k === j ? p : x)), what);
  const withNodePort = svc.type !== 'ClusterIP';
  const t = useT();
  return (
    <fieldset className="space-y-2">
      <legend className={sectionTitle}>{t('build.ports')}</legend>
      {svc.ports.map((p, j) => {
        const commit = <T,>(f: (v: T) => ServicePortSpec, what: string): Commit<T> => (v) => setPort(j, f(v), what);
        const name = p.name ?? `#${j + 1}`;
        return (
          <div key={j} className="space-y-1.5 rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid={`service-port-${j}`}>
            <div className="grid grid-cols-3 gap-1.5">
              <TextField label={t('build.name')} value={p.name ?? ''} placeholder={EXAMPLE_NAME} path={[...at(j), 'name']} mono commit={commit((v: string) => ({ ...p, name: optionalText(v) }), t('build.do.namePort', { port: name }))} testId="port-name" />
              <IntField label={t('build.port')} required value={p.port} path={[...at(j), 'port']} commit={commit((v: number | undefined) => ({ ...p, port: v! }), t('build.do.portNumber', { port: name }))} testId="port-port" />
              <TextField
                label={t('build.target')}
                value={p.targetPort === undefined ? '' : String(p.targetPort)}
                placeholder={String(p.port)}
                path={[...at(j), 'targetPort']}
                mono
                commit={commit((v: string) => ({ ...p, targetPort: parsePortOrName(v) }), t('build.do.portTarget', { port: name }))}
                testId="port-target"
              />
            </div>
            <div className="grid grid-cols-3 items-end gap-1.5">
              <SelectField label={t('build.protocol')} value={p.protocol} options={PROTOCOLS} path={[...at(j), 'protocol']} commit={commit((protocol: ServicePortSpec['protocol']) => ({ ...p, protocol }), t('build.do.portProtocol', { port: name }))} />
              {withNodePort ? (
                <IntField label={t('build.nodePort')} value={p.nodePort} placeholder={t('build.auto')} path={[...at(j), 'nodePort']} commit={commit((nodePort: number | undefined) => ({ ...p, nodePort }), t('build.do.portNodePort', { port: name }))} />
              ) : (
                <span />
              )}
              {svc.ports.length > 1 && (
                <button type="button" className={`${link} mb-2 justify-self-end`} onClick={() => setPorts(svc.ports.filter((_, k) => k !== j), t('build.do.removePort', { port: name }))}>
                  {t('build.remove')}
                </button>
              )}
            </div>
          </div>
        );
      })}
      <button
        type="button"
        className={button}
        onClick={() => {
          const used = new Set(svc.ports.map((p) => p.port));
          let port = 8080;
          while (used.has(port)) port++;
          // Several ports must each have a name: give the new one, and an unnamed first one, a name.
          const named = svc.ports.map((p, k) => (p.name ? p : { ...p, name: `port-${k + 1}` }));
          setPorts([...named, { name: `port-${svc.ports.length + 1}`, port, targetPort: port, protocol: 'TCP' }], t('build.do.addPort', { port, service: svc.name }));
        }}
        data-testid="add-service-port"
      >
        {t('build.addPort')}
      </button>
    </fieldset>
  );
}
