// A probe: the packet a lesson or a test sends (from, to, protocol, ports, size, DF) and what it
// expects. Refs are checked against the scenario as they are typed.
import { useId } from 'react';
import { useScenario } from '../../app-context';
import type { ProbeSpec } from '../../../cluster/scenario/schema';
import { OUTCOMES } from '../../../cluster/scenario/schema';
import { resolveRef } from '../../../cluster/probe';
import { removeProbe, setProbe } from '../../../state/edits';
import { optionalText } from '../../../state/field-text';
import { simulationOf } from '../../../state/simulation';
import type { Path } from '../../../cluster/scenario/issues';
import { CheckField, IntField, SelectField, TextField, type Commit } from '../fields';
import { useEdit } from '../useEdit';
import { danger, link } from '../styles';
import { expectHidden } from '../../../state/exercise-authoring';
import { useLessons, useWorkshop } from '../../lessons/workshop';
import { useT } from '../../i18n/use-t';
import '../../i18n/words/build-en';
import { useNarrationLang } from '../../i18n/narration';
import { sayText } from '../../i18n/messages/say-value';

const PROTOCOLS = ['tcp', 'udp', 'icmp', 'sctp'] as const;
/** A reason code, as the simulator names it: the same in every language. */
const EXAMPLE_REASON = 'NO_LISTENER';


/** Every ref a probe may name in this scenario, for the inputs' suggestions. */
function useRefs(): string[] {
  const s = useScenario((st) => st.scenario);
  const short = (ns: string, name: string) => (ns === 'default' ? name : `${ns}/${name}`);
  return [
    ...s.pods.flatMap((p) => [`pod/${short(p.namespace, p.name)}`, ...p.listen.map((l) => `pod/${short(p.namespace, p.name)}:${l.split('/')[1]}`)]),
    ...s.services.flatMap((x) => x.ports.map((p) => `service/${short(x.namespace, x.name)}:${p.port}`)),
    ...s.nodes.map((n) => `node/${n.name}`),
    ...s.externals.flatMap((e) => e.listen.map((l) => `external/${e.name}:${l.split('/')[1]}`)),
  ];
}

export function ProbeForm({ index, onRemoved }: { index: number; onRemoved: () => void }) {
  const edit = useEdit();
  const t = useT();
  const lang = useNarrationLang();
  const { lessons } = useWorkshop();
  const instructor = useLessons((s) => s.instructor);
  const scenario = useScenario((s) => s.scenario);
  const probe = scenario.probes[index]!;
  const refs = useRefs();
  const list = useId();
  const sim = simulationOf(scenario);
  const path = ['probes', index];
  const set = (next: ProbeSpec, what: string) => edit((s) => setProbe(s, index, next), what);
  const check = (ref: string) => {
    if (sim instanceof Error) return undefined;
    const r = resolveRef(sim.resolved, ref);
    return r.ok ? undefined : `⚠ ${sayText(lang, r.message, r.msg, 'PROBE_VI')}`;
  };
  const expect = probe.expect ?? {};
  const hidden = expectHidden(scenario, probe.name, instructor);
  const outcomes = [{ value: '' as const, label: t('build.expectNothing') }, ...OUTCOMES.map((o) => ({ value: o, label: o }))];
  const setExpect = (e: NonNullable<ProbeSpec['expect']>, what: string) => {
    const clean = Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));
    return set({ ...probe, expect: Object.keys(clean).length ? clean : undefined }, what);
  };
  return (
    <div className="space-y-2" data-testid="probe-form">
      <datalist id={list}>
        {refs.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <TextField label={t('build.name')} value={probe.name} path={[...path, 'name']} mono commit={(name) => set({ ...probe, name }, t('build.do.renameProbe', { name: probe.name, to: name }))} />
      <RefField label={t('build.from')} list={list} value={probe.from} warning={check(probe.from)} path={[...path, 'from']} commit={(from) => set({ ...probe, from }, t('build.do.probeFrom', { name: probe.name }))} />
      <RefField label={t('build.to')} list={list} value={probe.to} warning={check(probe.to)} path={[...path, 'to']} commit={(to) => set({ ...probe, to }, t('build.do.probeTo', { name: probe.name }))} />
      <div className="grid grid-cols-3 gap-1.5">
        <SelectField label={t('build.protocol')} value={probe.protocol} options={PROTOCOLS} path={[...path, 'protocol']} commit={(protocol) => set({ ...probe, protocol }, t('build.do.probeProtocol', { name: probe.name }))} />
        <IntField label={t('build.srcPort')} value={probe.srcPort} placeholder={t('build.auto')} path={[...path, 'srcPort']} commit={(srcPort) => set({ ...probe, srcPort }, t('build.do.probeSrcPort', { name: probe.name }))} />
        <IntField label={t('build.size')} required value={probe.size} path={[...path, 'size']} commit={(size) => set({ ...probe, size: size! }, t('build.do.probeSize', { name: probe.name }))} />
      </div>
      <CheckField label={t('build.df')} value={probe.df} path={[...path, 'df']} commit={(df) => set({ ...probe, df }, t('build.do.probeDf', { name: probe.name }))} />
      {hidden ? (
        <p className="text-[13px] text-slate-600 dark:text-slate-400" data-testid="probe-expect-hidden">
          {t('build.goalHidden')}{' '}
          <button type="button" className={link} onClick={() => lessons.getState().setInstructor(true)} data-testid="probe-show-expect">
            {t('build.showExpect')}
          </button>
        </p>
      ) : (
        <>
          <SelectField label={t('build.expect')} value={expect.outcome ?? ''} options={outcomes} path={[...path, 'expect', 'outcome']} commit={(o) => setExpect({ ...expect, outcome: o === '' ? undefined : o }, t('build.do.probeExpect', { name: probe.name }))} />
          {expect.outcome && expect.outcome !== 'delivered' && (
            <TextField label={t('build.expectedReason')} value={expect.reason ?? ''} placeholder={EXAMPLE_REASON} path={[...path, 'expect', 'reason']} mono commit={(reason) => setExpect({ ...expect, reason: optionalText(reason) }, t('build.do.probeReason', { name: probe.name }))} />
          )}
        </>
      )}
      <button type="button" className={danger} onClick={() => edit((s) => removeProbe(s, index), t('build.do.removeProbe', { name: probe.name })).ok && onRemoved()}>
        {t('build.removeProbe')}
      </button>
    </div>
  );
}

/** A ref with the scenario's refs as suggestions; one that names nothing is allowed (it may be
 * added next) but said so. */
function RefField({ label, list, value, warning, path, commit }: { label: string; list: string; value: string; warning?: string; path: Path; commit: Commit<string> }) {
  return <TextField label={label} value={value} path={path} mono hint={warning} commit={commit} listId={list} />;
}
