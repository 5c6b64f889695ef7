// The concepts a workshop explains before the first packet moves (src/lessons/concepts.ts): a
// panel over the canvas, not a modal, so the node stays in view while it is read. Esc closes it.
import type { ReactNode } from 'react';
import { DEBUG_ORDER, LINUX_TO_WINDOWS, NETWORK_MODES, PITFALLS, PLANES, POD_NETWORK_SETUP } from '../../lessons/concepts';
import { useApp, useUi } from '../app-context';
import { linkButton } from '../common/controls';
import { Rich } from '../common/Rich';
import { Section } from '../common/Section';
import { BareMetalDiagram } from './BareMetalDiagram';
import { builtinTitle, openBuiltin } from '../common/open-scenario';

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
  if (!open) return null;
  const close = () => app.ui.getState().set('showConcepts', false);
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label="Concepts"
      className={`fixed top-16 ${presenter ? 'bottom-[190px]' : 'bottom-[136px]'} right-3 z-40 flex w-[min(760px,calc(100vw-1.5rem))] flex-col rounded-lg border border-slate-300 bg-white shadow-xl dark:border-slate-600 dark:bg-slate-900`}
      data-testid="concepts"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 className="font-semibold">Concepts: Windows container networking for Linux people</h2>
        <button type="button" onClick={close} className={linkButton} data-testid="concepts-close">
          close
        </button>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-3 text-sm leading-relaxed">
        <Section id="concepts-linux" title="Linux → Windows" testId="concepts-linux">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th className="py-1 pr-2 font-semibold">Linux</th>
                <th className="py-1 font-semibold">Windows, and how it differs</th>
              </tr>
            </thead>
            <tbody>
              {LINUX_TO_WINDOWS.map((c) => (
                <tr key={c.linux} className="border-b border-slate-200 align-top dark:border-slate-700">
                  <td className="py-1.5 pr-2 font-medium">{c.linux}</td>
                  <td className="py-1.5">
                    <div className="font-medium">{c.windows}</div>
                    <div className="text-slate-700 dark:text-slate-300">
                      <Rich text={c.note} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section id="concepts-planes" title="Who programs what">
          <dl className="space-y-1.5">
            {PLANES.map((p) => (
              <div key={p.name}>
                <dt className="font-medium">{p.name}</dt>
                <dd className="text-slate-700 dark:text-slate-300">{p.role}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section id="concepts-modes" title="HNS network modes">
          <dl className="space-y-1.5">
            {NETWORK_MODES.map((m) => (
              <div key={m.mode}>
                <dt>
                  <code className="font-mono text-[13px] font-semibold">{m.mode}</code>
                  <span className="text-slate-600 dark:text-slate-400"> · {m.inVfpLab === 'built' ? 'build it in VFP Lab' : 'replayed from a node\'s dumps'}</span>
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">{m.what}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section id="concepts-bare-metal" title="From bare metal to a pod's port">
          <BareMetalDiagram />
        </Section>
        <Section id="concepts-pod-setup" title="How a pod gets its network">
          <Steps items={POD_NETWORK_SETUP.map((t) => <Rich key={t} text={t} />)} />
        </Section>
        <Section id="concepts-debug" title="Debugging a node, in order" testId="concepts-debug">
          <Steps
            items={DEBUG_ORDER.map((s) => (
              <>
                <span className="font-medium">{s.title}</span> <Rich text={s.look} />
                <span className="mt-0.5 block font-mono text-xs text-slate-700 dark:text-slate-300">
                  {s.commands.map((c) => (
                    <span key={c} className="block break-words">
                      {c}
                    </span>
                  ))}
                </span>
              </>
            ))}
          />
          <p className="mt-2 text-slate-700 dark:text-slate-300">Import mode reads what these commands print and replays a packet against the node's own rules.</p>
        </Section>
        <Section id="concepts-pitfalls" title="Pitfalls">
          <ul className="space-y-2">
            {PITFALLS.map((p) => (
              <li key={p.title}>
                <span className="font-medium">{p.title}.</span> <Rich text={p.text} />{' '}
                {p.lesson && (
                  <button type="button" className={linkButton} onClick={() => void openBuiltin(app, p.lesson!)}>
                    Open “{builtinTitle(p.lesson)}”
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
