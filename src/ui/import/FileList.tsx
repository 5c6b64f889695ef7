// The dropped files with their status (ui-guide: in Import mode the left panel shows them): each
// with the format it was read as, what was read, and every warning and error with its line and
// field. A zip or a folder is one entry; its files that are no dump fold into one line.
import { sayProblem } from '../i18n/messages/problem-say';
import { useMemo, useState } from 'react';
import type { FileSummary } from '../../io/import';
import type { Problem } from '../../io/result';
import { CheckIcon, CrossIcon, DashIcon, FileIcon, FolderIcon, WarnIcon } from '../common/icons';
import { focusRing, linkButton } from '../common/controls';
import { Section } from '../common/Section';
import { groupFiles, nameInGroup, type FileGroup } from './groups';
import { useImport } from './use-import';
import { countsInWords, damageWords, fileStatus, formatWords, statusWords, whereInFile, type FileStatus } from './words';
import { useLang, useT } from '../i18n/use-t';
import '../i18n/words/import-en';
import { useNarrationLang } from '../i18n/narration';

const STATUS_LOOK: Record<FileStatus, { Icon: typeof CheckIcon; text: string }> = {
  read: { Icon: CheckIcon, text: 'text-emerald-700 dark:text-emerald-400' },
  warnings: { Icon: WarnIcon, text: 'text-amber-700 dark:text-amber-400' },
  partial: { Icon: WarnIcon, text: 'text-rose-700 dark:text-rose-400' },
  failed: { Icon: CrossIcon, text: 'text-rose-700 dark:text-rose-400' },
  unknown: { Icon: DashIcon, text: 'text-slate-600 dark:text-slate-400' },
};

/** The first few errors; a broken file rarely has more than one that matters. */
const SHOWN = 3;

function ProblemLine({ p, kind }: { p: Problem; kind: 'error' | 'note' }) {
  const t = useT();
  const where = whereInFile(p, useLang());
  const lang = useNarrationLang();
  return (
    <li data-testid={`file-${kind}`}>
      {kind === 'error' && <span className="font-semibold">✕ {t('import.error')}{where && ' · '}</span>}
      {where && <span className="font-mono text-xs">{where}</span>}
      {(kind === 'error' || where) && ': '}
      {sayProblem(lang, p)}
    </li>
  );
}

function Errors({ errors }: { errors: Problem[] }) {
  const t = useT();
  const [all, setAll] = useState(false);
  if (!errors.length) return null;
  return (
    <ul className="mt-1 space-y-1 text-sm text-rose-800 dark:text-rose-300">
      {(all ? errors : errors.slice(0, SHOWN)).map((p, i) => (
        <ProblemLine key={i} p={p} kind="error" />
      ))}
      {errors.length > SHOWN && (
        <li>
          <button type="button" className={linkButton} onClick={() => setAll(!all)}>
            {all ? t('import.showFewer') : t('import.showMoreErrors', { n: errors.length - SHOWN })}
          </button>
        </li>
      )}
    </ul>
  );
}

/** Notes (what the file could not say, what was taken instead) fold: they are many and long. */
function Notes({ notes }: { notes: Problem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!notes.length) return null;
  return (
    <div className="mt-0.5 text-sm">
      <button type="button" className={linkButton} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="file-notes-toggle">
        {notes.length === 1 ? t(open ? 'import.hideNote' : 'import.showNote') : t(open ? 'import.hideNotes' : 'import.showNotes', { n: notes.length })}
      </button>
      {open && (
        <ul className="mt-1 space-y-1 text-slate-700 dark:text-slate-300">
          {notes.map((p, i) => (
            <ProblemLine key={i} p={p} kind="note" />
          ))}
        </ul>
      )}
    </div>
  );
}

function FileRow({ row, name }: { row: FileSummary; name: string }) {
  const lang = useLang();
  const said = useNarrationLang();
  const status = fileStatus(row);
  const { Icon, text } = STATUS_LOOK[status];
  const counts = countsInWords(row.objects, lang);
  const damage = damageWords(row.warnings, lang);
  return (
    <li className="min-w-0 py-1.5" data-testid="file-row" data-file={row.file} data-status={status}>
      <div className="font-mono text-[13px] font-semibold break-words" title={row.file}>
        {name}
      </div>
      <div className="text-sm text-slate-700 dark:text-slate-300">
        <span className={`inline-flex items-center gap-1 align-[-2px] font-semibold ${text}`}>
          <Icon width={14} height={14} />
          {statusWords(status, lang)}
        </span>
        {row.format && <span className="font-mono text-xs"> · {formatWords(row.format, lang)}</span>}
        {counts && <span data-testid="file-counts"> · {counts}</span>}
        {status === 'unknown' && <span data-testid="file-skipped">: {row.warnings.map((w) => sayProblem(said, w)).join('; ')}</span>}
      </div>
      {damage.length > 0 && (
        <div className="text-sm text-amber-800 dark:text-amber-300" data-testid="file-damage">
          {damage.join(' · ')}
        </div>
      )}
      <Errors errors={row.errors} />
      {status !== 'unknown' && <Notes notes={row.warnings} />}
    </li>
  );
}

/** A folder's or zip's files that are no dump (logs, event logs, ipconfig): one line, opened on demand. */
function NotDumps({ rows, group }: { rows: FileSummary[]; group: FileGroup }) {
  const t = useT();
  const lang = useNarrationLang();
  const [open, setOpen] = useState(false);
  if (!rows.length) return null;
  return (
    <li className="py-1.5 text-sm text-slate-600 dark:text-slate-400">
      <button type="button" className={linkButton} aria-expanded={open} onClick={() => setOpen(!open)}>
        {rows.length === 1 ? t('import.notDump') : t('import.notDumps', { n: rows.length })}
      </button>
      {open && (
        <ul className="mt-1 font-mono text-xs">
          {rows.map((r) => (
            <li key={r.file} className="truncate" title={`${r.file}: ${r.warnings[0] ? sayProblem(lang, r.warnings[0]) : ''}`}>
              {nameInGroup(r.file, group)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function GroupCard({ group }: { group: FileGroup }) {
  const remove = useImport((s) => s.remove);
  const t = useT();
  const single = group.kind === 'file';
  const rows = single ? group.rows : group.rows.filter((r) => fileStatus(r) !== 'unknown');
  const others = single ? [] : group.rows.filter((r) => fileStatus(r) === 'unknown');
  return (
    <li className="rounded-lg border border-slate-200 px-2.5 py-1 dark:border-slate-700" data-testid="file-group" data-name={group.name}>
      <div className={`flex items-center gap-1.5 ${single ? 'float-right' : 'border-b border-slate-200 py-1 dark:border-slate-700'}`}>
        {!single && (
          <>
            {group.kind === 'folder' ? <FolderIcon className="shrink-0" /> : <FileIcon className="shrink-0" />}
            <span className="min-w-0 flex-1 truncate font-mono text-[13px] font-semibold" title={group.name}>
              {group.name}
            </span>
            <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">{group.kind === 'zip' ? t('import.zip') : t('import.folder')}</span>
          </>
        )}
        <button
          type="button"
          onClick={() => remove(group.inputs)}
          aria-label={t('import.remove', { name: group.name })}
          title={t('import.removeTitle', { name: group.name })}
          className={`shrink-0 rounded p-0.5 text-slate-500 hover:text-rose-700 dark:hover:text-rose-400 ${focusRing}`}
        >
          <CrossIcon width={14} height={14} />
        </button>
      </div>
      <ul className={`divide-y divide-slate-100 dark:divide-slate-800 ${single ? 'pr-5' : ''}`}>
        {rows.map((r) => (
          <FileRow key={r.file} row={r} name={nameInGroup(r.file, group)} />
        ))}
        <NotDumps rows={others} group={group} />
      </ul>
    </li>
  );
}

export function FileList() {
  const inputs = useImport((s) => s.inputs);
  const rows = useImport((s) => s.imported.files);
  const unread = useImport((s) => s.unread);
  const clear = useImport((s) => s.clear);
  const t = useT();
  const groups = useMemo(() => groupFiles(inputs.map((i) => i.name), rows, unread), [inputs, rows, unread]);
  if (!groups.length) return null;
  const count = rows.length + unread.length;
  return (
    <Section
      id="import-files"
      title={t('import.files', { n: count })}
      testId="import-files"
      aside={
        <button type="button" className={linkButton} onClick={clear}>
          {t('import.clearAll')}
        </button>
      }
    >
      <ul className="space-y-1.5">
        {groups.map((g) => (
          <GroupCard key={g.name} group={g} />
        ))}
      </ul>
    </Section>
  );
}
