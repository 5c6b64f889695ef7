// The node console (issue 33 item 6): a prompt on a Windows node where a student types what they
// would type there. A thin panel under the canvas (it takes its own room, so the packet stays in
// view): what is printed comes from src/io/console, pure; here only the keys — Enter runs, Up/Down
// walk the history, Tab completes (again: the next match), Escape closes — and the lines.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Simulation } from '../../cluster/simulation';
import { completeLine } from '../../io/console/complete';
import { runConsole, type ConsoleTarget } from '../../io/console/run';
import { useSimulation } from '../drawn-scenario';
import { useApp, usePlayer, useUi } from '../app-context';
import { focusRing } from '../common/controls';
import { CrossIcon } from '../common/icons';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

interface Entry {
  id: number;
  prompt: string;
  line: string;
  text: string;
  error: boolean;
}

/** The prompt as PowerShell shows it (a pod's `kubectl exec … powershell` too). */
const PROMPT = 'PS C:\\> ';

export function NodeConsole() {
  const app = useApp();
  const at = useUi((s) => s.console);
  const mode = useUi((s) => s.mode);
  const { sim } = useSimulation();
  if (!at || (mode !== 'trace' && mode !== 'build') || sim instanceof Error) return null;
  const host = sim.world.hosts.get(at.node);
  if (host?.kind !== 'windows') return null;
  const close = () => {
    app.ui.getState().set('console', undefined);
    // The focus goes back to the button that opened it (when the node's breadcrumb shows it).
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="node-console-open"]')?.focus());
  };
  return <ConsolePanel key={at.node} sim={sim} node={at.node} pod={at.pod} onClose={close} />;
}

function ConsolePanel({ sim, node, pod, onClose }: { sim: Simulation; node: string; pod?: string; onClose: () => void }) {
  const app = useApp();
  const t = useT();
  // The document `sim` was made from (useSimulation gives NodeConsole the same).
  const { scenario } = useSimulation();
  const walkedScenario = usePlayer((s) => s.scenario);
  const result = usePlayer((s) => s.result);
  // The walk counts only when it was made on this very document (an edit since makes it stale).
  const walk = result && walkedScenario === scenario ? { trace: result.trace, runtime: result.runtime } : undefined;
  const target: ConsoleTarget = useMemo(() => ({ sim, node, ...(pod && { pod }), ...(walk && { walk }) }), [sim, node, pod, walk?.trace, walk?.runtime]); // eslint-disable-line react-hooks/exhaustive-deps
  const [entries, setEntries] = useState<Entry[]>([]);
  const [line, setLine] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const [back, setBack] = useState(-1);
  const tab = useRef<{ base: string; nth: number } | undefined>(undefined);
  const [matches, setMatches] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const next = useRef(0);
  const pods = sim.resolved.pods.filter((p) => p.node.name === node);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const el = screen.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries]);

  const run = () => {
    const out = runConsole(target, line);
    if (line.trim()) setHistory((h) => [...h.filter((x) => x !== line), line].slice(-100));
    setBack(-1);
    setMatches([]);
    tab.current = undefined;
    if (out.clear) setEntries([]);
    else setEntries((e) => [...e, { id: next.current++, prompt: PROMPT, line, text: out.text, error: out.error }].slice(-200));
    setLine('');
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Tab on an empty line moves the focus on, as everywhere (no keyboard trap); on a word it completes.
    if (e.key === 'Tab' && !e.shiftKey && line.trim() !== '') {
      const base = tab.current?.base ?? line;
      const nth = tab.current ? tab.current.nth + 1 : 0;
      const c = completeLine(target, base, nth);
      if (c.matches.length === 0) return; // nothing to complete: Tab moves the focus on, as everywhere
      e.preventDefault();
      tab.current = { base, nth };
      setMatches(c.matches.length > 1 ? c.matches : []);
      setLine(c.line);
      return;
    }
    tab.current = undefined;
    if (e.key === 'Enter') {
      e.preventDefault();
      run();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      if (!history.length) return;
      e.preventDefault();
      const i = e.key === 'ArrowUp' ? (back < 0 ? history.length - 1 : Math.max(0, back - 1)) : back < 0 ? -1 : back + 1;
      if (i < 0 || i >= history.length) {
        setBack(-1);
        setLine('');
      } else {
        setBack(i);
        setLine(history[i]!);
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else setMatches([]);
  };

  return (
    <section aria-label={t('trace.console.label', { node })} className="@container flex h-[min(34vh,250px)] shrink-0 flex-col border-t border-slate-300 bg-slate-950 text-slate-100 print:hidden dark:border-slate-600" data-testid="node-console">
      <div className="flex items-center gap-x-3 bg-slate-800 px-2 py-0.5 text-sm">
        <h2 className="min-w-0 shrink truncate font-semibold" title={t('trace.console.title', { node })}>{t('trace.console.title', { node })}</h2>
        <label className="flex min-w-0 items-center gap-1">
          {/* On a narrow canvas the options say it themselves ("the node …", "inside pod …"). */}
          <span className="sr-only @lg:not-sr-only">{t('trace.console.where')}</span>
          <select
            className={`h-7 min-w-0 max-w-[16rem] rounded border border-slate-500 bg-slate-900 px-1 text-sm ${focusRing}`}
            value={pod ?? ''}
            onChange={(e) => app.ui.getState().set('console', { node, ...(e.target.value && { pod: e.target.value }) })}
            data-testid="node-console-where"
          >
            <option value="">{t('trace.console.onNode', { node })}</option>
            {pods.map((p) => (
              <option key={p.ref} value={p.ref}>
                {t('trace.console.inPod', { pod: p.namespace === 'default' ? p.name : `${p.namespace}/${p.name}` })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={`ml-auto inline-flex h-7 w-7 items-center justify-center rounded hover:bg-slate-700 ${focusRing}`} onClick={onClose} aria-label={t('trace.console.close')} title={t('trace.console.close')} data-testid="node-console-close">
          <CrossIcon />
        </button>
      </div>
      <div ref={screen} role="log" aria-label={t('trace.console.output')} tabIndex={0} className={`min-h-0 flex-1 overflow-auto px-2 py-1 font-mono text-[13px] leading-snug ${focusRing}`} data-testid="node-console-output" onClick={() => window.getSelection()?.isCollapsed && input.current?.focus()}>
        {entries.length === 0 && (
          <p className="font-sans text-slate-300">
            {t('trace.console.hint')} {t('trace.console.keys')}
          </p>
        )}
        {entries.map((en) => (
          <div key={en.id}>
            <div className="whitespace-pre text-slate-300">
              {en.prompt}
              <span className="text-white">{en.line}</span>
            </div>
            {en.text && <pre className={`whitespace-pre ${en.error ? 'text-rose-300' : ''}`}>{en.text.replace(/\r\n/g, '\n')}</pre>}
          </div>
        ))}
      </div>
      {matches.length > 1 && (
        <div className="max-h-10 overflow-auto border-t border-slate-700 px-2 font-mono text-xs text-slate-300" data-testid="node-console-matches">
          {matches.join('  ')}
        </div>
      )}
      <div className="flex items-center border-t border-slate-700 px-2 font-mono text-[13px]">
        <span aria-hidden="true" className="whitespace-pre text-slate-300">
          {PROMPT}
        </span>
        <input
          ref={input}
          value={line}
          onChange={(e) => {
            setLine(e.target.value);
            tab.current = undefined;
          }}
          onKeyDown={onKey}
          maxLength={4096}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-label={t('trace.console.input', { where: pod ?? node })}
          title={t('trace.console.keys')}
          className={`h-7 min-w-0 flex-1 bg-transparent text-white outline-none ${focusRing}`}
          data-testid="node-console-input"
        />
      </div>
    </section>
  );
}
