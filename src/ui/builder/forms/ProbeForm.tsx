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
import { danger } from '../styles';

const PROTOCOLS = ['tcp', 'udp', 'icmp', 'sctp'] as const;
const EXPECT = [{ value: '', label: 'nothing in particular' }, ...OUTCOMES.map((o) => ({ value: o, label: o }))] as const;

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
    return r.ok ? undefined : `⚠ ${r.message}`;
  };
  const expect = probe.expect ?? {};
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
      <TextField label="Name" value={probe.name} path={[...path, 'name']} mono commit={(name) => set({ ...probe, name }, `rename probe ${probe.name} to ${name}`)} />
      <RefField label="From" list={list} value={probe.from} warning={check(probe.from)} path={[...path, 'from']} commit={(from) => set({ ...probe, from }, `set where ${probe.name} starts`)} />
      <RefField label="To" list={list} value={probe.to} warning={check(probe.to)} path={[...path, 'to']} commit={(to) => set({ ...probe, to }, `set where ${probe.name} goes`)} />
      <div className="grid grid-cols-3 gap-1.5">
        <SelectField label="Protocol" value={probe.protocol} options={PROTOCOLS} path={[...path, 'protocol']} commit={(protocol) => set({ ...probe, protocol }, `set ${probe.name}'s protocol`)} />
        <IntField label="Src port" value={probe.srcPort} placeholder="auto" path={[...path, 'srcPort']} commit={(srcPort) => set({ ...probe, srcPort }, `set ${probe.name}'s source port`)} />
        <IntField label="Size" required value={probe.size} path={[...path, 'size']} commit={(size) => set({ ...probe, size: size! }, `set ${probe.name}'s size`)} />
      </div>
      <CheckField label="Don't fragment (DF)" value={probe.df} path={[...path, 'df']} commit={(df) => set({ ...probe, df }, `set ${probe.name}'s DF bit`)} />
      <SelectField label="Expect" value={expect.outcome ?? ''} options={EXPECT} path={[...path, 'expect', 'outcome']} commit={(o) => setExpect({ ...expect, outcome: o === '' ? undefined : o }, `set what ${probe.name} expects`)} />
      {expect.outcome && expect.outcome !== 'delivered' && (
        <TextField label="Expected reason" value={expect.reason ?? ''} placeholder="NO_LISTENER" path={[...path, 'expect', 'reason']} mono commit={(reason) => setExpect({ ...expect, reason: optionalText(reason) }, `set the reason ${probe.name} expects`)} />
      )}
      <button type="button" className={danger} onClick={() => edit((s) => removeProbe(s, index), `remove probe ${probe.name}`).ok && onRemoved()}>
        Remove probe
      </button>
    </div>
  );
}

/** A ref with the scenario's refs as suggestions; one that names nothing is allowed (it may be
 * added next) but said so. */
function RefField({ label, list, value, warning, path, commit }: { label: string; list: string; value: string; warning?: string; path: Path; commit: Commit<string> }) {
  return <TextField label={label} value={value} path={path} mono hint={warning} commit={commit} listId={list} />;
}
