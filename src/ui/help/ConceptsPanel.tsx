// The concepts a workshop explains before the first packet moves (src/lessons/concepts.ts): a
// panel over the canvas, not a modal, so the node stays in view while it is read. Esc closes it.
import type { ReactNode } from 'react';
import { conceptsIn } from './concepts-in';
import { useLang, useT } from '../i18n/use-t';
import { useApp, useUi } from '../app-context';
import { linkButton } from '../common/controls';
import { Rich } from '../common/Rich';
import { Section } from '../common/Section';
import { BareMetalDiagram } from './BareMetalDiagram';
import { builtinTitle, openBuiltin } from '../common/open-scenario';
import '../i18n/words/trace-en';

function Steps({ items }: { items: readonly ReactNode[] }) {
  return (
    <ol className="list-decimal space-y-1 pl-5">
      {items.map((t, i) => (
        <li key={i}>{t}</li>
      ))}
    </ol>
  );
}

export function ConceptsPanel() {
  const app = useApp();
  const open = useUi((s) => s.showConcepts);
  const presenter = useUi((s) => s.presenter);
  const t = useT();
  const c = conceptsIn(useLang());
  if (!open) return null;
  const close = () => app.ui.getState().set('showConcepts', false);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label={t('trace.help.label')}
      className={`fixed top-16 ${presenter ? 'bottom-[190px]' : 'bottom-[136px]'} right-3 z-40 flex w-[min(760px,calc(100vw-1.5rem))] flex-col rounded-lg border border-slate-300 bg-white shadow-xl dark:border-slate-600 dark:bg-slate-900`}
      data-testid="concepts"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 className="font-semibold">{t('trace.help.title')}</h2>
        <button type="button" onClick={close} className={linkButton} data-testid="concepts-close">
          {t('trace.help.close')}
        </button>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-3 text-sm leading-relaxed">
        <Section id="concepts-linux" title={t('trace.help.linux')} testId="concepts-linux">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th className="py-1 pr-2 font-semibold">{t('trace.help.linuxCol')}</th>
                <th className="py-1 font-semibold">{t('trace.help.windowsCol')}</th>
              </tr>
            </thead>
            <tbody>
              {c.linuxToWindows.map((x) => (
                <tr key={x.linux} className="border-b border-slate-200 align-top dark:border-slate-700">
                  <td className="py-1.5 pr-2 font-medium">{x.linux}</td>
                  <td className="py-1.5">
                    <div className="font-medium">{x.windows}</div>
                    <div className="text-slate-700 dark:text-slate-300">
                      <Rich text={x.note} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section id="concepts-planes" title={t('trace.help.planes')}>
          <dl className="space-y-1.5">
            {c.planes.map((p) => (
              <div key={p.name}>
                <dt className="font-medium">{p.name}</dt>
                <dd className="text-slate-700 dark:text-slate-300">{p.role}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section id="concepts-modes" title={t('trace.help.modes')}>
          <dl className="space-y-1.5">
            {c.modes.map((m) => (
              <div key={m.mode}>
                <dt>
                  <code className="font-mono text-[13px] font-semibold">{m.mode}</code>
                  <span className="text-slate-600 dark:text-slate-400"> · {t(m.inVfpLab === 'built' ? 'trace.help.built' : 'trace.help.imported')}</span>
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">{m.what}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section id="concepts-bare-metal" title={t('trace.help.bareMetal')}>
          <BareMetalDiagram />
        </Section>
        <Section id="concepts-pod-setup" title={t('trace.help.podSetup')}>
          <Steps items={c.podSetup.map((x) => <Rich key={x} text={x} />)} />
        </Section>
        <Section id="concepts-debug" title={t('trace.help.debug')} testId="concepts-debug">
          <Steps
            items={c.debug.map((s) => (
              <>
                <span className="font-medium">{s.title}</span> <Rich text={s.look} />
                <span className="mt-0.5 block font-mono text-xs text-slate-700 dark:text-slate-300">
                  {s.commands.map((cmd) => (
                    <span key={cmd} className="block break-words">
                      {cmd}
                    </span>
                  ))}
                </span>
              </>
            ))}
          />
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('trace.help.importReads')}</p>
        </Section>
        <Section id="concepts-pitfalls" title={t('trace.help.pitfalls')}>
          <ul className="space-y-2">
            {c.pitfalls.map((p) => (
              <li key={p.title}>
                <span className="font-medium">{p.title}.</span> <Rich text={p.text} />{' '}
                {p.lesson && (
                  <button type="button" className={linkButton} onClick={() => void openBuiltin(app, p.lesson!)}>
                    {t('trace.help.open', { title: builtinTitle(p.lesson) })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
