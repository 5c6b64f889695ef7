// Where files come in: a drop zone (the whole page takes drops in this mode), a file picker and a
// folder picker. Files are read here, in the browser; nothing is uploaded.
import { breakable } from '../common/Rich';
import { useCallback, useRef, useState } from 'react';
import { button, focusRing } from '../common/controls';
import { failedRows, pickedFromDrop, pickedFromList, readPicked, type PickedFile } from './read-files';
import { FileIcon, FolderIcon } from '../common/icons';
import { useImportStore } from './use-import';
import { useWindowFileDrop } from '../common/useWindowFileDrop';
import { useLang, useT } from '../i18n/use-t';
import { counted } from './words';
import '../i18n/words/import-en';

const commands = (t: ReturnType<typeof useT>): [string, string][] => [
  [t('import.cmdHns'), 'Get-HnsNetwork, Get-HnsEndpoint, Get-HnsPolicyList (as printed, or | ConvertTo-Json -Depth 10)'],
  ['hnsdiag', 'hnsdiag list all -d'],
  [t('import.cmdVfpRules'), t('import.cmdVfpRulesHow')],
  [t('import.cmdVfpPorts'), 'vfpctrl /list-vmswitch-port'],
  [t('import.cmdCni'), 'C:\\k\\cni\\config\\*.conf'],
  ['Kubernetes', 'kubectl get nodes,pods,svc,endpointslices,networkpolicies -A -o yaml'],
  [t('import.cmdAll'), t('import.cmdAllHow')],
];

function WhatToDrop() {
  const t = useT();
  return (
    <details className="mt-2 text-left text-sm">
      <summary className={`cursor-pointer rounded text-sky-700 underline dark:text-sky-400 ${focusRing}`}>{t('import.whatToRun')}</summary>
      <dl className="mt-1 space-y-1">
        {commands(t).map(([what, command]) => (
          <div key={what}>
            <dt className="font-semibold">{what}</dt>
            <dd className="font-mono text-xs break-words text-slate-700 dark:text-slate-300">{breakable(command)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function DropZone() {
  const store = useImportStore();
  const t = useT();
  const lang = useLang();
  const files = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState<number>();

  const take = useCallback(
    async (picked: PickedFile[], failed: string[] = []) => {
      setReading(picked.length);
      try {
        const { inputs, unread } = await readPicked(picked);
        store.getState().add(inputs, [...unread, ...failedRows(failed)]);
      } finally {
        setReading(undefined);
      }
    },
    [store],
  );
  const onDrop = useCallback(
    (data: DataTransfer) => {
      void pickedFromDrop(data).then(({ picked, failed }) => take(picked, failed));
    },
    [take],
  );
  const dragging = useWindowFileDrop(true, onDrop);
  const folder = useRef<HTMLInputElement>(null);
  // React does not know the attribute; the DOM property makes the picker choose a folder.
  const folderInput = useCallback((el: HTMLInputElement | null) => {
    folder.current = el;
    if (el) el.webkitdirectory = true;
  }, []);
  const onPick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const picked = pickedFromList(e.target.files);
    // Cleared, so that picking the same (fixed) file again fires a change.
    e.target.value = '';
    if (picked.length) void take(picked);
  };

  return (
    <div
      className={`rounded-lg border-2 border-dashed p-3 text-center transition-colors motion-reduce:transition-none ${dragging ? 'border-sky-600 bg-sky-50 dark:border-sky-400 dark:bg-sky-950/50' : 'border-slate-300 dark:border-slate-600'}`}
      data-testid="import-drop"
      data-dragging={dragging || undefined}
    >
      <p className="font-semibold">{dragging ? t('import.dropHere') : t('import.dropWhat')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('import.dropSub')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-1.5">
        <button type="button" className={button} onClick={() => files.current?.click()} data-testid="import-choose-files">
          <FileIcon /> {t('import.chooseFiles')}
        </button>
        <button type="button" className={button} onClick={() => folder.current?.click()} data-testid="import-choose-folder">
          <FolderIcon /> {t('import.chooseFolder')}
        </button>
      </div>
      <input ref={files} type="file" multiple className="hidden" tabIndex={-1} aria-hidden="true" onChange={onPick} data-testid="import-file-input" />
      <input ref={folderInput} type="file" multiple className="hidden" tabIndex={-1} aria-hidden="true" onChange={onPick} data-testid="import-folder-input" />
      {reading !== undefined && (
        <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {t('import.readingN', { files: counted(reading, 'import.nFiles', lang) })}
        </p>
      )}
      <WhatToDrop />
    </div>
  );
}
