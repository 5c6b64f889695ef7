// The panel of "Node's dumps" (NodeDumps.tsx), in a chunk of its own: what that node would print (Get-Hns* |
// ConvertTo-Json, vfpctrl /list-vmswitch-port, /list-rule per port) as a zip to download, or handed
// straight to Import mode to practise on; with the selected pod's endpoint as a preview and what the
// files cannot carry of the simulated node.
import { useMemo, useState } from 'react';
import type { Scenario } from '../../cluster/scenario/schema';
import type { NodeDumpsReply, NodeDumpsRequest } from '../../workers/node-dumps';
import type { Simulation } from '../../cluster/simulation';
import { nodeDumps, podEndpointText } from '../../io/export/node-dumps';
import { importStoreOf } from '../../state/import-store';
import { useApp, useScenario, useUi } from '../app-context';
import { button, focusRing, primaryButton } from '../common/controls';
import { downloadBytes } from '../common/download';
import { zipTexts } from '../common/zip-texts';
import { askWorker } from '../common/ask-worker';
import { CrossIcon, DownloadIcon, FileIcon } from '../common/icons';
import { SafeText } from '../common/SafeText';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

/** Over this many rules on the node's ports, the files are printed and zipped in a worker: 100,000
 * rules are 17 MB of text, seconds of printing and zipping that held the page (issue 32). */
const BIG_RULES = 5000;

let seq = 0;

/** The zip made by a worker from the scenario (simulated again there); rejected when no worker runs. */
async function zipInWorker(scenario: Scenario, node: string, folder: string): Promise<Uint8Array> {
  const start = () => new Worker(new URL('../../workers/node-dumps.ts', import.meta.url), { type: 'module' });
  const r = await askWorker<NodeDumpsReply>(start, { id: ++seq, scenario, node, folder } satisfies NodeDumpsRequest);
  if (!r.ok) throw new Error(r.message);
  return r.zip;
}

/** The zip's name and its folder: `<scenario>-<node>-dumps`. */
const folderOf = (scenario: string, node: string) => `${scenario}-${node}-dumps`.replace(/[^A-Za-z0-9._-]+/g, '-');

export function NodeDumpsPanel({ sim, node, id, onClose }: { sim: Simulation; node: string; id: string; onClose: () => void }) {
  const app = useApp();
  const t = useT();
  const scenario = useScenario((s) => s.scenario);
  const selection = useUi((s) => s.selection);
  const dumps = useMemo(() => nodeDumps(sim, node), [sim, node]);
  const folder = folderOf(scenario.metadata.name, node);
  const [writing, setWriting] = useState(false);
  const [failed, setFailed] = useState(false);
  const rules = useMemo(() => {
    const host = sim.world.hosts.get(node);
    return host?.kind === 'windows' ? host.vswitch.ports.reduce((n, p) => n + p.layers.reduce((m, l) => m + l.groups.reduce((k, g) => k + g.rules.length, 0), 0), 0) : 0;
  }, [sim, node]);
  const zipHere = () => (dumps.ok ? zipTexts(dumps.value.files.map((f) => ({ path: `${folder}/${f.name}`, text: f.text }))) : new Uint8Array());
  // A big node's files are printed and zipped off the page; where no worker runs, here.
  const withZip = async (take: (zip: Uint8Array) => void) => {
    setWriting(true);
    setFailed(false);
    try {
      take(rules > BIG_RULES ? await zipInWorker(scenario, node, folder).catch(() => zipHere()) : zipHere());
    } catch {
      setFailed(true);
    } finally {
      setWriting(false);
    }
  };
  // The selected pod when it is on this node, else the node's first pod.
  const pods = sim.resolved.pods.filter((p) => p.node.name === node);
  const selected = selection?.kind === 'pod' ? pods.find((p) => p.ref === selection.ref) : undefined;
  const pod = selected ?? pods[0];
  const preview = pod ? podEndpointText(sim, node, pod.ref) : undefined;
  if (!dumps.ok) return <p className="text-sm text-rose-800 dark:text-rose-300">{dumps.message}</p>;
  const { files, gaps } = dumps.value;
  const practise = () =>
    void withZip((zip) => {
      const imports = importStoreOf(app).getState();
      imports.clear();
      imports.add([{ name: `${folder}.zip`, bytes: zip }]);
      app.ui.getState().set('mode', 'import');
      onClose();
    });
  return (
    <div id={id} role="dialog" aria-label={t('trace.dumps.label', { node })} className="absolute top-full left-0 mt-2 max-h-[calc(100vh-15rem)] w-[26rem] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-900" data-testid="node-dumps">
      <div className="flex items-start gap-2">
        <p className="flex-1">
          <SafeText text={t('trace.dumps.intro', { node: `**${node}**`, hns: '`Get-Hns* | ConvertTo-Json`', vfpctrl: '`vfpctrl`' })} />
        </p>
        <button type="button" className={`rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800 ${focusRing}`} onClick={onClose} aria-label={t('trace.dumps.close')} data-testid="node-dumps-close">
          <CrossIcon />
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={primaryButton} disabled={writing} onClick={() => void withZip((zip) => downloadBytes(zip, `${folder}.zip`))} data-testid="node-dumps-download">
          <DownloadIcon /> {t('trace.dumps.download', { n: files.length })}
        </button>
        <button type="button" className={button} disabled={writing} onClick={practise} title={t('trace.dumps.practiseTitle')} data-testid="node-dumps-practise">
          {t('trace.dumps.practise')}
        </button>
      </div>
      {writing && (
        <p role="status" className="mt-1 text-slate-600 dark:text-slate-400" data-testid="node-dumps-writing">
          {t('trace.dumps.preparing')}
        </p>
      )}
      {failed && (
        <p role="alert" className="mt-1 text-rose-800 dark:text-rose-300" data-testid="node-dumps-failed">
          {t('trace.dumps.failed')}
        </p>
      )}
      <details className="mt-2">
        <summary className={`cursor-pointer rounded font-semibold ${focusRing}`}>{t('trace.dumps.files', { n: files.length })}</summary>
        <ul className="mt-1 space-y-0.5" data-testid="node-dumps-files">
          {files.map((f) => (
            <li key={f.name} className="flex flex-wrap items-baseline gap-x-2">
              <FileIcon className="shrink-0 self-center" aria-hidden="true" />
              <span className="font-mono text-xs break-words">{f.name}</span>
              <span className="text-slate-600 dark:text-slate-400">{f.command}</span>
            </li>
          ))}
        </ul>
      </details>
      {pod && preview && (
        <div className="mt-2">
          <h3 className="font-semibold">
            {t('trace.dumps.endpointOf', { pod: pod.namespace === 'default' ? pod.name : `${pod.namespace}/${pod.name}` })}
            {!selected && <span className="font-normal text-slate-600 dark:text-slate-400"> {t('trace.dumps.selectPod')}</span>}
          </h3>
          <pre className="mt-1 max-h-40 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 font-mono text-xs leading-snug dark:border-slate-700 dark:bg-slate-950" tabIndex={0} aria-label={t('trace.dumps.json', { pod: pod.name })} data-testid="node-dumps-preview">
            {preview.replace(/\r\n/g, '\n')}
          </pre>
        </div>
      )}
      {gaps.length > 0 && (
        <details className="mt-2" data-testid="node-dumps-gaps">
          <summary className={`cursor-pointer rounded font-semibold ${focusRing}`}>{t('trace.dumps.gaps', { n: gaps.length })}</summary>
          <ul className="mt-1 ml-4 list-disc space-y-0.5">
            {gaps.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

