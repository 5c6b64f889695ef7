// The probe composer (ui-guide: left panel in Trace): from, to, protocol, source port, size, DF;
// Send walks it as the ad-hoc probe `adhoc` and plays it; Save as probe keeps it in the scenario.
// Field errors stand next to their field.
import type { Msg } from '../../core/message';
import { useProbeError } from './use-player-error';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { saveProbe } from '../../state/edits';
import { buildProbe, composerChoices, defaultForm, isDualStack, sourceByAddress, PROTOCOLS, TARGET_KINDS, type ComposerForm, type ComposerGroup, type FormErrors, type TargetKind } from '../../state/composer';
import { useApp, usePlayer, useScenario, useUi } from '../app-context';
import { button, field, primaryButton } from '../common/controls';
import { CrossIcon, SendIcon } from '../common/icons';
import { Section } from '../common/Section';
import { Outcome } from './Outcome';
import { loadValidation } from '../../state/validation';
import { useT } from '../i18n/use-t';
import { useNarrationLang } from '../i18n/narration';
import { sayComposer } from '../i18n/messages/composer-say';
import '../i18n/words/trace-en';

/** The composer's pick-list groups (state/composer names them in English) that have a word. */

/** A field with its error beside it (a message value, or the player's words already said). */
function Field({ label, error: raw, children, wide }: { label: string; error?: Msg | string; children: (id: string, describedBy?: string) => ReactNode; wide?: boolean }) {
  const id = useId();
  const lang = useNarrationLang();
  const error = typeof raw === 'object' ? sayComposer(lang, raw) : raw;
  const errId = `${id}-error`;
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? 'col-span-2' : ''}`}>
      <label htmlFor={id} className="text-sm text-slate-600 dark:text-slate-400">
        {label}
      </label>
      {children(id, error ? errId : undefined)}
      {error && (
        <span id={errId} className="flex items-start gap-1 text-sm text-rose-700 dark:text-rose-400">
          <CrossIcon width={14} height={14} className="mt-0.5 shrink-0" /> {error}
        </span>
      )}
    </div>
  );
}

/** The API's family names (the same in every language) and an address to type, of either family. */
const FAMILIES = ['IPv4', 'IPv6'] as const;
const EXAMPLE = { v4: '10.0.0.5', dual: '10.0.0.5 / fd00::5' } as const;

export function ProbeComposer() {
  const app = useApp();
  const t = useT();
  const kindLabel = (id: TargetKind) => t(`trace.target.${id}`);
  const groupLabel = (g: ComposerGroup) => t(`trace.composer.group.${g}`);
  const scenario = useScenario((s) => s.scenario);
  const draft = useUi((s) => s.draft);
  const choices = useMemo(() => composerChoices(scenario), [scenario]);
  const dual = useMemo(() => isDualStack(scenario), [scenario]);
  const form = draft ?? defaultForm(scenario);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saved, setSaved] = useState<string>();
  const adhoc = usePlayer((s) => (s.origin === 'adhoc' ? s : undefined));
  const adhocError = useProbeError(adhoc?.error, adhoc?.deadEnd, adhoc?.errorMsg);
  const set = (patch: Partial<ComposerForm>) => {
    app.ui.getState().set('draft', { ...form, ...patch });
    setErrors({});
    setSaved(undefined);
  };
  const targets = form.toKind === 'ip' ? [] : choices.to[form.toKind];
  const target = targets.find((t) => t.ref === form.to);
  const pickKind = (toKind: TargetKind) => {
    const first = toKind === 'ip' ? undefined : choices.to[toKind][0];
    set({ toKind, to: first?.ref ?? '', port: first?.ports[0]?.value ?? form.port, protocol: first?.ports[0]?.protocol ?? form.protocol });
  };
  const pickTarget = (ref: string) => {
    const t = targets.find((x) => x.ref === ref);
    set({ to: ref, port: t?.ports[0]?.value ?? form.port, protocol: t?.ports[0]?.protocol ?? form.protocol });
  };
  const send = () => {
    const { probe, errors: errs } = buildProbe(form);
    setErrors(errs);
    if (!probe) return;
    setSaved(undefined);
    app.player.getState().show(app.scenario.getState().scenario, probe, 'adhoc');
    app.playhead.getState().play();
  };
  // Keep it: the composed probe joins the scenario's probes (undo takes it out again).
  const save = async () => {
    const { probe, errors: errs } = buildProbe(form);
    setErrors(errs);
    if (!probe) return;
    await loadValidation(); // an edit is validated (loaded at idle; awaited in case it is not yet)
    let name = '';
    const problems = app.scenario.getState().edit((s) => {
      const r = saveProbe(s, probe);
      name = r.name;
      return r.scenario;
    }, 'save a probe');
    setSaved(problems.some((i) => i.severity === 'error') ? undefined : name);
  };
  // "or its address": the source picked by the address the engineer has (the pod, node or outside
  // host holding it is chosen in the list above), said when nothing holds it.
  const [address, setAddress] = useState('');
  const [addressProblem, setAddressProblem] = useState<{ error: Msg; deadEnd?: Msg }>();
  // On a replayed node, what its files lack (and the command that prints it); else the composer's own words.
  const addressError = useProbeError(undefined, addressProblem?.deadEnd) ?? addressProblem?.error;
  // While typing, only a whole address is looked up; "not an address" waits for the field to be left.
  const findSource = (text: string, left = false) => {
    setAddress(text);
    const found = text.trim() ? sourceByAddress(scenario, text) : undefined;
    setAddressProblem(found && 'error' in found && (left || !found.notAddress) ? found : undefined);
    if (found && 'ref' in found && found.ref !== form.from) set({ from: found.ref });
  };
  const portList = `${useId()}-ports`;
  return (
    <Section id="composer" title={t('trace.composer.title')} testId="composer">
      <form
        className="grid grid-cols-2 gap-x-2 gap-y-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <Field label={t('trace.composer.from')} error={errors.from} wide>
          {(id, d) => (
            <select id={id} className={field} value={form.from} onChange={(e) => set({ from: e.target.value })} aria-invalid={!!errors.from} aria-describedby={d} data-testid="composer-from">
              {choices.from.map((g) => (
                <optgroup key={g.group} label={groupLabel(g.group)}>
                  {g.choices.map((c) => (
                    <option key={c.ref} value={c.ref}>
                      {c.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('trace.composer.fromAddress')} error={addressError} wide>
          {(id, d) => (
            <input
              id={id}
              className={field}
              inputMode="decimal"
              placeholder="10.244.1.5"
              value={address}
              onChange={(e) => findSource(e.target.value)}
              onBlur={(e) => findSource(e.target.value, true)}
              aria-invalid={!!addressError}
              aria-describedby={d}
              data-testid="composer-from-address"
            />
          )}
        </Field>
        <Field label={t('trace.composer.to')}>
          {(id) => (
            <select id={id} className={field} value={form.toKind} onChange={(e) => pickKind(e.target.value as TargetKind)} data-testid="composer-to-kind">
              {TARGET_KINDS.map((k) => (
                <option key={k.id} value={k.id} disabled={k.id !== 'ip' && choices.to[k.id].length === 0}>
                  {kindLabel(k.id)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={form.toKind === 'ip' ? t('trace.composer.address') : kindLabel(form.toKind)} error={errors.to}>
          {(id, d) =>
            form.toKind === 'ip' ? (
              <input id={id} className={`${field} font-mono`} value={form.to} placeholder={dual ? EXAMPLE.dual : EXAMPLE.v4} onChange={(e) => set({ to: e.target.value })} aria-invalid={!!errors.to} aria-describedby={d} data-testid="composer-to" />
            ) : (
              <select id={id} className={field} value={form.to} onChange={(e) => pickTarget(e.target.value)} aria-invalid={!!errors.to} aria-describedby={d} data-testid="composer-to">
                {targets.map((x) => (
                  <option key={x.ref} value={x.ref}>
                    {x.label}
                  </option>
                ))}
              </select>
            )
          }
        </Field>
        <Field label={t(form.toKind === 'node' ? 'trace.composer.nodePort' : 'trace.composer.port')} error={errors.port}>
          {(id, d) =>
            form.toKind === 'service' && target ? (
              <select id={id} className={field} value={form.port} onChange={(e) => set({ port: e.target.value, protocol: target.ports.find((p) => p.value === e.target.value)?.protocol ?? form.protocol })} aria-invalid={!!errors.port} aria-describedby={d} data-testid="composer-port">
                {target.ports.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
            ) : (
              <>
                <input id={id} className={`${field} font-mono`} inputMode="numeric" list={portList} value={form.port} placeholder={form.protocol === 'icmp' ? t('trace.composer.none') : '80'} onChange={(e) => set({ port: e.target.value })} aria-invalid={!!errors.port} aria-describedby={d} data-testid="composer-port" />
                <datalist id={portList}>
                  {target?.ports.map((p) => (
                    <option key={p.value} value={p.value}>
                      {p.label}
                    </option>
                  ))}
                </datalist>
              </>
            )
          }
        </Field>
        {dual && (
          <Field label={t('trace.composer.family')}>
            {(id) => (
              <select id={id} className={field} value={form.family ?? 'IPv4'} title={t('trace.composer.familyHint')} onChange={(e) => set({ family: e.target.value as 'IPv4' | 'IPv6' })} data-testid="composer-family">
                {FAMILIES.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('trace.composer.protocol')}>
          {(id) => (
            <select id={id} className={field} value={form.protocol} onChange={(e) => set({ protocol: e.target.value as ComposerForm['protocol'] })} data-testid="composer-protocol">
              {PROTOCOLS.map((p) => (
                <option key={p} value={p}>
                  {p.toUpperCase()}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('trace.composer.srcPort')} error={errors.srcPort}>
          {(id, d) => <input id={id} className={`${field} font-mono`} inputMode="numeric" value={form.srcPort} placeholder={t('trace.composer.ephemeral')} onChange={(e) => set({ srcPort: e.target.value })} aria-invalid={!!errors.srcPort} aria-describedby={d} data-testid="composer-src-port" />}
        </Field>
        <Field label={t('trace.composer.size')} error={errors.size}>
          {(id, d) => <input id={id} className={`${field} font-mono`} inputMode="numeric" value={form.size} onChange={(e) => set({ size: e.target.value })} aria-invalid={!!errors.size} aria-describedby={d} data-testid="composer-size" />}
        </Field>
        <label className="flex min-h-6 items-center gap-1.5 self-end pb-1 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-sky-700" checked={form.df} onChange={(e) => set({ df: e.target.checked })} data-testid="composer-df" />
          {t('trace.composer.df')}
        </label>
        <div className="col-span-2 mt-1 flex flex-wrap items-center gap-2">
          <button type="submit" className={primaryButton} data-testid="composer-send">
            <SendIcon /> {t('trace.composer.send')}
          </button>
          <button type="button" className={`${button} whitespace-nowrap`} onClick={() => void save()} title={t('trace.composer.saveTitle')} data-testid="composer-save">
            {t('trace.composer.save')}
          </button>
          {saved && (
            <span role="status" className="min-w-0 basis-full text-sm text-emerald-800 dark:text-emerald-300" data-testid="composer-saved">
              {t('trace.composer.saved', { name: saved })}
            </span>
          )}
          {!saved && adhoc && (adhoc.result || adhoc.error) && (
            <div className="min-w-0 basis-full text-sm" data-testid="composer-result">
              {adhocError ? <span className="text-rose-700 dark:text-rose-400" data-testid="composer-dead-end">{adhocError}</span> : <Outcome trace={adhoc.result!.trace} />}
            </div>
          )}
        </div>
      </form>
    </Section>
  );
}
