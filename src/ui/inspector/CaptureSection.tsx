// "Your node's capture" (issue 25 item 3): the pktmon files the user loaded, what each held, the
// walk lined up with them step by step (✓ confirmed, ✗ contradicted, · not compared, the parting
// step emphasised), the notes, and "Collect from the node": the PowerShell that gets such a capture.
// The aligner's sentences are message values, rendered here in the user's language.
import { useEffect, useMemo, useRef, useState } from 'react';
import { render, type Msg } from '../../core/message';
import type { AlignPair } from '../../io/align/align';
import { ALIGN_EN } from '../../io/align/messages';
import { collectScript } from '../../io/collect/script';
import { partingPair, type StepMark } from '../../state/capture-store';
import { lazyNamed } from '../common/lazy';
import type { Lang } from '../../state/lang';
import { useApp, useCapture, usePlayer } from '../app-context';
import { button, linkButton } from '../common/controls';
import { workerCaptureReader } from './capture-worker';
import { downloadBytes } from '../common/download';
import { CheckIcon, CrossIcon, DownloadIcon } from '../common/icons';
import { EmptyState, Section } from '../common/Section';
import { ALIGN_VI } from '../i18n/messages/align.vi';
import { sayWalkProblem } from '../i18n/messages/walk-say';
import { NODE_MARK } from '../player/node-marks';
import { useLang, useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

/** An aligner's message in the language. */
export const alignSay = (lang: Lang, m: Msg): string => render([lang === 'vi' ? ALIGN_VI : ALIGN_EN], m);

/** What the node did at a pair, in a few words: its drop, the fields that differ, or the aligner's note. */
/** The file cards, with the import area's words (format names, counts): loaded once a file is there. */
const FileCard = lazyNamed(() => import('./CaptureFiles'), 'FileCard');

export function pairWords(p: AlignPair, lang: Lang, t: ReturnType<typeof useT>): string {
  if (p.node.drop) return t('trace.capture.nodeDropped', { reason: p.node.drop.reason, location: p.node.drop.location ? ` · ${p.node.drop.location}` : '' });
  if (p.differs?.length) return t('trace.capture.nodeDiffers', { fields: p.differs.map((d) => `${d.field} ${d.node} (≠ ${d.model})`).join(', ') });
  return p.note ? alignSay(lang, p.note) : '';
}

/** The verdict's "Model vs your node" line: the conclusion, or why nothing was aligned. */
export function ModelVsNode() {
  const t = useT();
  const lang = useLang();
  const derived = useCapture((s) => s.derived);
  const trace = usePlayer((s) => s.result?.trace);
  if (!derived || derived.trace !== trace) return null;
  const a = derived.alignment;
  const text = a ? alignSay(lang, a.refused ?? a.conclusion) : derived.error && sayWalkProblem(lang, derived.error, derived.errorMsg);
  const parts = !!a?.partsAt || !!a?.refused || !!derived.error;
  return (
    <div className={`flex items-start gap-1.5 rounded-md border px-2 py-1.5 text-sm ${parts ? 'border-rose-400 bg-rose-50 dark:border-rose-700 dark:bg-rose-950/40' : 'border-emerald-400 bg-emerald-50 dark:border-emerald-700 dark:bg-emerald-950/40'}`} data-testid="model-vs-node" data-agree={!parts}>
      {parts ? <CrossIcon width={16} height={16} className="mt-0.5 shrink-0 text-rose-700 dark:text-rose-400" /> : <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-emerald-700 dark:text-emerald-400" />}
      <span className="min-w-0 break-words">
        <span className="font-semibold">{t('trace.capture.verdict')}: </span>
        {text}
      </span>
    </div>
  );
}

function PairList({ pairs }: { pairs: AlignPair[] }) {
  const app = useApp();
  const t = useT();
  const lang = useLang();
  const part = partingPair({ pairs });
  return (
    <ol className="space-y-0.5" aria-label={t('trace.capture.steps')} data-testid="capture-pairs">
      {pairs.map((p) => {
        const mark: StepMark = p === part ? 'part' : p.agree === true ? 'agree' : p.agree === false ? 'contradict' : 'none';
        const look = NODE_MARK[mark];
        const why = pairWords(p, lang, t);
        return (
          <li key={`${p.step}-${p.leg}`} className={`flex min-w-0 gap-1.5 rounded px-1 text-sm ${mark === 'part' ? 'bg-rose-50 ring-1 ring-rose-500 dark:bg-rose-950/50' : ''}`} data-testid={`capture-pair-${p.step}`} data-mark={mark}>
            <span className={`mt-0.5 w-3.5 shrink-0 self-start text-center text-xs leading-4 ${look.cls}`} aria-hidden="true">
              {look.glyph}
            </span>
            <span className="sr-only">{t(look.key)}: </span>
            <button type="button" className={`${linkButton} w-14 shrink-0 self-start text-left font-mono text-xs leading-5`} onClick={() => app.playhead.getState().setStep(p.step)}>
              {t('trace.capture.step', { n: p.step })}
            </button>
            <span className={`min-w-0 break-words ${mark === 'none' ? 'text-slate-600 dark:text-slate-400' : ''}`}>
              {p.leg === 'reply' && <span className="italic">{t('trace.capture.reply')} · </span>}
              {alignSay(lang, p.placeMsg)}
              {why && <span className={mark === 'part' || mark === 'contradict' ? 'font-semibold' : ''}>: {why}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function CollectPanel({ onClose }: { onClose(): void }) {
  const t = useT();
  const probe = usePlayer((s) => s.probe);
  const trace = usePlayer((s) => s.result?.trace);
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const node = trace?.events[0]?.at.node ?? '';
  const script = useMemo(() => (trace && probe ? collectScript({ probe: probe.name, node: node || 'the node', trace }) : ''), [trace, probe, node]);
  const ref = useRef<HTMLTextAreaElement>(null);
  if (!trace || !probe) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(script);
      setCopied('yes');
    } catch {
      ref.current?.select();
      setCopied('failed');
    }
  };
  return (
    <div role="region" aria-label={t('trace.capture.collectHeading', { node })} className="space-y-1.5 rounded-md border border-sky-300 bg-sky-50/60 p-2 dark:border-sky-800 dark:bg-sky-950/30" data-testid="collect-panel">
      <div className="flex items-center gap-2">
        <h3 className="min-w-0 flex-1 text-sm font-semibold">{t('trace.capture.collectHeading', { node })}</h3>
        <button type="button" className={linkButton} onClick={onClose}>
          {t('trace.capture.close')}
        </button>
      </div>
      <p className="text-sm">{t('trace.capture.collectIntro', { node })}</p>
      <textarea ref={ref} readOnly value={script} aria-label={t('trace.capture.script')} spellCheck={false} className="h-48 w-full resize-y rounded border border-slate-300 bg-white p-1.5 font-mono text-xs whitespace-pre dark:border-slate-600 dark:bg-slate-900" data-testid="collect-script" />
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={button} onClick={() => void copy()} data-testid="collect-copy">
          {t('trace.capture.copy')}
        </button>
        <button type="button" className={button} onClick={() => downloadBytes(new TextEncoder().encode(script), `vfplab-collect-${probe.name}.ps1`, 'text/plain')} data-testid="collect-download">
          <DownloadIcon width={14} height={14} /> {t('trace.capture.download')}
        </button>
        {copied && (
          <span className="text-sm" role="status">
            {t(copied === 'yes' ? 'trace.capture.copied' : 'trace.capture.copyFailed')}
          </span>
        )}
      </div>
    </div>
  );
}

/** The stores given the capture worker as their reader (once per store). */
const withWorker = new WeakSet<object>();

export function CaptureSection() {
  const app = useApp();
  useEffect(() => {
    if (withWorker.has(app.capture) || typeof Worker === 'undefined') return;
    withWorker.add(app.capture);
    app.capture.getState().setReader(workerCaptureReader());
  }, [app.capture]);
  const t = useT();
  const lang = useLang();
  const files = useCapture((s) => s.files);
  const merged = useCapture((s) => s.hasCapture);
  const progress = useCapture((s) => s.progress);
  const reading = useCapture((s) => s.reading);
  const derived = useCapture((s) => s.derived);
  const trace = usePlayer((s) => s.result?.trace);
  const probe = usePlayer((s) => s.probe);
  const scenario = usePlayer((s) => s.scenario);
  const [collecting, setCollecting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const current = derived && derived.trace === trace ? derived : undefined;
  const a = current?.alignment;
  const onFiles = async (list: FileList | null) => {
    if (!list?.length) return;
    // The files themselves go to the reader (the capture worker): the page never holds their bytes.
    await app.capture.getState().load([...list].map((f) => ({ name: f.name, file: f })));
  };
  const walkAgain = (port: number) => {
    if (!probe || !scenario) return;
    // The same probe with the capture's source port, as "Send a packet" sends one.
    app.player.getState().show(scenario, { ...probe, srcPort: port }, 'adhoc');
  };
  return (
    <Section id="capture" title={t('trace.capture.title')} testId="section-capture">
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} title={t('trace.capture.loadTitle')} onClick={() => input.current?.click()} data-testid="capture-load">
            {t('trace.capture.load')}
          </button>
          <input
            ref={input}
            type="file"
            multiple
            accept=".txt,.log,.pcapng,.zip"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('trace.capture.load')}
            onChange={(e) => {
              void onFiles(e.target.files);
              e.target.value = '';
            }}
            data-testid="capture-input"
          />
          <button type="button" className={button} title={t('trace.capture.collectTitle')} aria-expanded={collecting} disabled={!trace} onClick={() => setCollecting(!collecting)} data-testid="collect-open">
            {t('trace.capture.collect')}
          </button>
        </div>
        {collecting && <CollectPanel onClose={() => setCollecting(false)} />}
        {reading && (
          <div className="flex flex-wrap items-center gap-2 text-sm" role="status" data-testid="capture-reading">
            <span>{progress ? t('trace.capture.readingFile', { file: progress.file, percent: String(Math.floor((100 * progress.read) / Math.max(1, progress.total))) }) : t('trace.capture.reading')}</span>
            {progress && <progress className="h-2 w-24" max={progress.total} value={progress.read} aria-hidden="true" />}
            <button type="button" className={linkButton} onClick={() => app.capture.getState().cancel()} data-testid="capture-cancel">
              {t('trace.capture.cancel')}
            </button>
          </div>
        )}
        {files.length === 0 ? (
          <EmptyState testId="capture-empty">{t('trace.capture.empty')}</EmptyState>
        ) : (
          <>
            <ul className="space-y-1" aria-label={t('trace.capture.files')} data-testid="capture-files">
              {files.map((f) => (
                <FileCard key={f.name} f={f} />
              ))}
            </ul>
            {!merged && !reading && <p className="text-sm text-amber-800 dark:text-amber-300">{t('trace.capture.noneIsCapture')}</p>}
            {merged && !trace && <EmptyState>{t('trace.capture.noTrace')}</EmptyState>}
          </>
        )}
        {current && <ModelVsNode />}
        {current?.otherSrcPort && (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100" data-testid="capture-other-port">
            <p>{t('trace.capture.otherPort', { captured: current.otherSrcPort.captured, probe: current.otherSrcPort.probe })}</p>
            {probe && scenario && (
              <button type="button" className={`${button} mt-1`} onClick={() => walkAgain(current.otherSrcPort!.captured)} data-testid="capture-walk-again">
                {t('trace.capture.walkAgain', { port: current.otherSrcPort.captured })}
              </button>
            )}
          </div>
        )}
        {a && !a.refused && a.pairs.length > 0 && <PairList pairs={a.pairs} />}
        {a && a.notes.length > 0 && (
          <div className="text-sm">
            <div className="font-semibold">{t('trace.capture.notes')}</div>
            <ul className="list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300" data-testid="capture-notes">
              {a.notes.map((n, i) => (
                <li key={i} className="break-words">
                  {alignSay(lang, n)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}
