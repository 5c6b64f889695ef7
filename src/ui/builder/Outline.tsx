// Everything in the scenario, as a list: a way to select what the canvas does not show (policies,
// probes) and to reach every object with the keyboard.
import type { ReactNode } from 'react';
import { useApp, useScenario, useUi } from '../app-context';
import type { Selection } from '../../state/ui-store';
import { button, sectionTitle, selectableRow } from './styles';
import { ProbeForm } from './forms/ProbeForm';
import { externalRefOf, podRefOf, serviceRefOf } from './target';
import { useT } from '../i18n/use-t';
import '../i18n/words/build-en';

const same = (a: Selection | undefined, b: Selection) => JSON.stringify(a) === JSON.stringify(b);

function Row({ sel, children, testId, indent }: { sel: Selection; children: ReactNode; testId: string; indent?: boolean }) {
  const app = useApp();
  const selected = useUi((s) => same(s.selection, sel));
  return (
    <li>
      <button type="button" className={`${selectableRow(selected)} ${indent ? 'pl-5' : ''}`} aria-pressed={selected} onClick={() => app.ui.getState().select(sel)} data-testid={testId}>
        {children}
      </button>
    </li>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <div>
      <h3 className={sectionTitle}>
        {title} <span className="font-normal">({count})</span>
      </h3>
      {count > 0 && <ul className="mt-0.5">{children}</ul>}
    </div>
  );
}

/** Plays a probe here, in Build mode: edit, play, look, edit again, with no trip to Trace. */
function PlayProbe({ name }: { name: string }) {
  const app = useApp();
  const t = useT();
  const play = () => {
    const s = app.scenario.getState().scenario;
    const probe = s.probes.find((x) => x.name === name);
    if (!probe) return;
    app.player.getState().show(s, probe, 'saved');
    app.playhead.getState().play();
  };
  return (
    <button type="button" className={`${button} mt-0.5 h-7 shrink-0 px-2 text-[13px]`} onClick={play} aria-label={t('build.playProbe', { name })} data-testid={`outline-play-${name}`}>
      ▶ {t('build.play')}
    </button>
  );
}

const shortName = (ns: string, name: string) => (ns === 'default' ? name : `${ns}/${name}`);

export function Outline({ openProbe, setOpenProbe }: { openProbe?: string; setOpenProbe: (name: string | undefined) => void }) {
  const s = useScenario((st) => st.scenario);
  const t = useT();
  return (
    <nav aria-label={t('build.contents')} className="space-y-2.5" data-testid="outline">
      <Group title={t('build.nodes')} count={s.nodes.length}>
        {s.nodes.map((n) => (
          <li key={n.name}>
            <ul>
              <Row sel={{ kind: 'node', node: n.name }} testId={`outline-node-${n.name}`}>
                <span className="font-medium">{n.name}</span> <span className="text-slate-600 dark:text-slate-400">{n.os === 'windows' ? 'Windows' : 'Linux'}</span>
              </Row>
              {s.pods
                .filter((p) => p.node === n.name)
                .map((p) => (
                  <Row key={podRefOf(p)} sel={{ kind: 'pod', ref: podRefOf(p) }} indent testId={`outline-pod-${p.name}`}>
                    {shortName(p.namespace, p.name)}
                  </Row>
                ))}
            </ul>
          </li>
        ))}
      </Group>
      <Group title={t('build.services')} count={s.services.length}>
        {s.services.map((x) => (
          <Row key={serviceRefOf(x)} sel={{ kind: 'service', ref: serviceRefOf(x) }} testId={`outline-service-${x.name}`}>
            {shortName(x.namespace, x.name)} <span className="text-slate-600 dark:text-slate-400">{x.type}</span>
          </Row>
        ))}
      </Group>
      <Group title={t('build.policies')} count={s.networkPolicies.length}>
        {s.networkPolicies.map((p, i) => (
          <Row key={`${p.metadata.namespace}/${p.metadata.name}`} sel={{ kind: 'networkPolicy', index: i }} testId={`outline-policy-${p.metadata.name}`}>
            {shortName(p.metadata.namespace, p.metadata.name)}
          </Row>
        ))}
      </Group>
      <Group title={t('build.outsideHosts')} count={s.externals.length}>
        {s.externals.map((e) => (
          <Row key={e.name} sel={{ kind: 'external', ref: externalRefOf(e) }} testId={`outline-external-${e.name}`}>
            {e.name} <span className="font-mono text-[13px] text-slate-600 dark:text-slate-400">{e.ip}</span>
          </Row>
        ))}
      </Group>
      <Group title={t('build.probes')} count={s.probes.length}>
        {s.probes.map((p, i) => (
          <li key={p.name}>
            <div className="flex items-start gap-1">
              <button type="button" className={`${selectableRow(openProbe === p.name)} min-w-0 flex-1`} aria-expanded={openProbe === p.name} onClick={() => setOpenProbe(openProbe === p.name ? undefined : p.name)} data-testid={`outline-probe-${p.name}`}>
                <span className="font-medium">{p.name}</span>
                <span className="block truncate font-mono text-[13px] text-slate-600 dark:text-slate-400" title={`${p.from} → ${p.to}`}>
                  {p.from} → {p.to}
                </span>
              </button>
              <PlayProbe name={p.name} />
            </div>
            {openProbe === p.name && (
              <div className="mt-1 mb-2 ml-2 border-l-2 border-sky-600 pl-2">
                <ProbeForm index={i} onRemoved={() => setOpenProbe(undefined)} />
              </div>
            )}
          </li>
        ))}
      </Group>
    </nav>
  );
}
