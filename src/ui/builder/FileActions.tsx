// New / Open / Save in the top bar, and opening a file dropped anywhere on the page. A file that
// cannot be opened changes nothing: its problems (file, line, field) show under these buttons, over
// the canvas but never blocking it.
import { useCallback, useRef, useState } from 'react';
import { useApp, useUi } from '../app-context';
import type { Problem } from '../../io/result';
import type { Scenario } from '../../cluster/scenario/schema';
import { emptyScenario } from '../../state/scenario-store';
import type { ScenarioSource } from '../../state/source';
import type { App } from '../../state/app';
import { loadValidation } from '../../state/validation';
import { tooLargeToStore } from '../../state/autosave';
import { warmUp } from '../../state/warm-up';
import { saveFailure } from './save-messages';
import { useWindowFileDrop } from '../common/useWindowFileDrop';
import { link } from './styles';
import { useT } from '../i18n/use-t';
import { fill } from '../i18n/fill';
import '../i18n/words/build-en';
import { useNarrationLang } from '../i18n/narration';
import { sayIssue } from '../i18n/messages/scenario-say';

const ACCEPT = '.yaml,.yml,.json,application/json,application/yaml,text/yaml';

function OpenProblems({ file, problems, onClose }: { file: string; problems: Problem[]; onClose: () => void }) {
  const t = useT();
  const lang = useNarrationLang();
  return (
    <div role="alert" className="absolute top-full left-0 z-50 mt-1 w-[30rem] max-w-[90vw] rounded-lg border border-rose-300 bg-white p-3 text-sm shadow-xl dark:border-rose-800 dark:bg-slate-900" data-testid="open-error">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-rose-800 dark:text-rose-300">
          ✕ {fill(t('build.notOpened'), { file: <span className="font-mono">{file}</span> })}
        </p>
        <button type="button" className={link} onClick={onClose}>
          {t('build.close')}
        </button>
      </div>
      <ul className="mt-1 max-h-60 space-y-0.5 overflow-y-auto">
        {problems.map((p, k) => (
          <li key={k}>
            <span className="font-mono text-[13px]">
              {file}
              {p.line !== undefined ? `:${p.line}` : ''}
            </span>
            {p.field ? (
              <>
                {' · '}
                <span className="font-mono text-[13px]">{p.field}</span>
              </>
            ) : null}
            {': '}
            {sayIssue(lang, p)}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('build.fixFile')}</p>
    </div>
  );
}

// The YAML writer and the file reader are in the validation chunk's company: loaded on use, so the
// top bar costs the first load nothing of them (issue 16).
async function download(s: Scenario) {
  const blob = tooLargeToStore(s) ? await inPieces(s) : new Blob([(await import('../../io/scenario/load')).scenarioToYaml(s)], { type: 'text/yaml' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${s.metadata.name}.yaml`;
  a.click();
  // The click starts the download synchronously; the URL can go once it has been handed over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A document too large for the browser's storage (a replayed node of 100k rules) as JSON, which is
 * YAML too, written in pieces with a pause every few milliseconds: the YAML writer held the page for
 * 10 s at 100k rules and failed at 877k ("Invalid string length"); the file is never one string
 * (issue 32 item 3). */
async function inPieces(s: Scenario): Promise<Blob> {
  const { jsonChunks } = await import('../../io/scenario/json-chunks');
  // Encoded a quarter of a megabyte at a time into small Blobs; the file is their sum (no copy).
  const blobs: Blob[] = [];
  let pieces: string[] = [];
  let size = 0;
  const flush = () => {
    blobs.push(new Blob([pieces.join('')]));
    pieces = [];
    size = 0;
  };
  let since = performance.now();
  for (const piece of jsonChunks(s)) {
    pieces.push(piece);
    size += piece.length;
    if (size > 256 * 1024) flush();
    if (performance.now() - since > 8) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      since = performance.now();
    }
  }
  flush();
  return new Blob(blobs, { type: 'text/yaml' });
}

/** Saves the document on screen to a file, and marks that very document saved (not an edit made
 * meanwhile). A file the browser does not write is said (StorageNotices), never an uncaught error. */
export function saveToFile(app: App): Promise<void> {
  const s = app.scenario.getState().scenario;
  app.ui.getState().set('saveToFileFailed', undefined);
  return download(s).then(
    () => app.scenario.getState().markSaved(s),
    (e: unknown) => {
      // The engine's words are for whoever debugs it, not for the notice.
      console.warn('Save to file failed:', e);
      app.ui.getState().set('saveToFileFailed', saveFailure(e, s.metadata.title ?? s.metadata.name));
    },
  );
}

export function FileActions({ className }: { className: string }) {
  const app = useApp();
  const t = useT();
  const mode = useUi((s) => s.mode);
  const input = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState<{ file: string; problems: Problem[] }>();

  const show = useCallback(
    (s: Scenario, source: ScenarioSource, what: string) => {
      app.scenario.getState().load(s, source, what);
      app.player.getState().clear();
      app.playhead.getState().setStep(0);
      app.ui.getState().select(undefined);
      app.ui.getState().open({ kind: 'cluster' });
    },
    [app],
  );
  // The last file asked for wins: a big file read in the worker must not replace a small one the
  // user opened after it.
  const latest = useRef(0);
  const open = useCallback(
    async (file: File) => {
      const mine = ++latest.current;
      const { readScenarioFile } = await import('./open-file');
      const r = await readScenarioFile(file, { tooBig: (mb) => t('build.tooBig', { mb }), unreadable: t('build.unreadable') });
      if (mine !== latest.current) return;
      if (!r.ok) return setFailed({ file: r.name, problems: r.problems });
      // With the parts of the model the demo leaves out (a Linux node, VFP edits by hand): the
      // document is simulated as soon as it is shown, and a world built without them is an error.
      await loadValidation();
      if (mine !== latest.current) return;
      // A big document's world and walks are made a task at a time before it is shown.
      await warmUp(r.scenario, () => mine === latest.current);
      if (mine !== latest.current) return;
      setFailed(undefined);
      show(r.scenario, { kind: 'file', name: r.name }, t('build.do.open', { file: r.name }));
    },
    [show, t],
  );
  const openDropped = useCallback(
    (data: DataTransfer) => {
      const file = data.files[0];
      if (file) void open(file);
    },
    [open],
  );
  const dragging = useWindowFileDrop(mode !== 'import', openDropped);

  const startNew = async () => {
    await loadValidation();
    setFailed(undefined);
    show(emptyScenario(), { kind: 'new' }, t('build.do.new'));
    app.ui.getState().set('mode', 'build');
  };

  return (
    <div className="relative flex items-center gap-1">
      <button type="button" className={className} onClick={() => void startNew()} title={t('build.newTitle')} data-testid="file-new">
        {t('build.new')}
      </button>
      <button type="button" className={className} onClick={() => input.current?.click()} title={t('build.openTitle')} data-testid="file-open">
        {t('build.open')}
      </button>
      <button type="button" className={className} onClick={() => void saveToFile(app)} title={t('build.saveTitle')} data-testid="file-save">
        {t('build.save')}
      </button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="hidden"
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          const f = e.target.files?.[0];
          // Cleared, so that picking the same (fixed) file again fires a change.
          e.target.value = '';
          if (f) void open(f);
        }}
        data-testid="file-input"
      />
      {failed && <OpenProblems file={failed.file} problems={failed.problems} onClose={() => setFailed(undefined)} />}
      {dragging && (
        <div className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center bg-sky-900/20" data-testid="drop-hint">
          <div className="rounded-xl border-2 border-dashed border-sky-600 bg-white px-6 py-4 text-lg font-semibold shadow-xl dark:bg-slate-900">{t('build.dropToOpen')}</div>
        </div>
      )}
    </div>
  );
}
