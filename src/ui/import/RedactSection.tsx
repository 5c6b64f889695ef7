// Before anything leaves the browser: the raw files and the replay's share link, redacted with one
// mapping (addresses, MACs, GUIDs, the node's and pods' names), and the mapping table, so the user
// can read the answer that comes back.
import { useState } from 'react';
import type { Scenario } from '../../cluster/scenario/schema';
import { formatRoute } from '../../state/route';
import type { ImportInput } from '../../io/import';
import type { RedactionKind, RedactionMapping } from '../../io/redact';
import { button, field, primaryButton } from '../common/controls';
import { downloadBytes } from '../common/download';
import { DownloadIcon, LinkIcon, ShieldIcon } from '../common/icons';
import { Section } from '../common/Section';
import { redactSession, zipOf, type RedactedSession } from './redaction';
import { useImport } from './use-import';
import { counted } from './words';
import type { Key } from '../i18n/t';
import { useLang, useT } from '../i18n/use-t';
import '../i18n/words/import-en';
import { useNarrationLang } from '../i18n/narration';
import { sayText } from '../i18n/messages/say-value';

const KIND_WORDS: Record<RedactionKind, Key> = {
  ipv4: 'import.kindIpv4',
  ipv6: 'import.kindIpv6',
  mac: 'import.kindMac',
  guid: 'import.kindGuid',
  containerId: 'import.kindContainerId',
  node: 'import.kindNode',
  pod: 'import.kindPod',
  namespace: 'import.kindNamespace',
  service: 'import.kindService',
};

function Pairs({ title, pairs }: { title: string; pairs: { original: string; replacement: string }[] }) {
  if (!pairs.length) return null;
  return (
    <div>
      <h4 className="sticky top-0 bg-slate-100 px-1.5 py-0.5 text-xs font-semibold dark:bg-slate-800">
        {title} ({pairs.length})
      </h4>
      <ul className="px-1.5 font-mono text-xs">
        {pairs.map((p) => (
          <li key={p.original} className="flex flex-wrap gap-x-1.5 border-t border-slate-100 py-0.5 break-words dark:border-slate-800">
            <span className="min-w-0 break-all">{p.original}</span>
            <span className="min-w-0 break-all text-slate-600 dark:text-slate-400">→ {p.replacement}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What became what, by kind: the user needs it to read the answer to what they sent. */
function MappingTable({ mapping }: { mapping: RedactionMapping }) {
  const kinds = [...new Set(mapping.entries.map((e) => e.kind))];
  const t = useT();
  return (
    <div className="max-h-64 overflow-y-auto rounded border border-slate-200 dark:border-slate-700" tabIndex={0} role="region" aria-label={t('import.whatReplaced')} data-testid="redaction-mapping">
      <Pairs title={t('import.networks')} pairs={mapping.ipv4Networks} />
      {kinds.map((k) => (
        <Pairs key={k} title={t(KIND_WORDS[k])} pairs={mapping.entries.filter((e) => e.kind === k)} />
      ))}
    </div>
  );
}

function ShareLink({ data }: { data: string }) {
  const url = `${window.location.origin}${window.location.pathname}${formatRoute({ kind: 'share', data })}`;
  const [copied, setCopied] = useState<string>();
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t('import.linkCopied'));
    } catch {
      setCopied(t('import.copyFromField'));
    }
  };
  return (
    <div className="space-y-1">
      <label className="block text-sm font-semibold" htmlFor="redacted-link">
        {t('import.redactedLink')}
      </label>
      <input id="redacted-link" readOnly value={url} className={`${field} font-mono text-xs`} onFocus={(e) => e.target.select()} data-testid="redacted-link" />
      <button type="button" className={button} onClick={copy} data-testid="copy-redacted-link">
        <LinkIcon /> {t('import.copyLink')}
      </button>
      {copied && (
        <span role="status" className="ml-2 text-sm text-slate-600 dark:text-slate-400">
          {copied}
        </span>
      )}
    </div>
  );
}

function Redacted({ r }: { r: RedactedSession }) {
  const t = useT();
  const lang = useLang();
  const said = useNarrationLang();
  return (
    <div className="space-y-2" data-testid="redaction">
      <p className="text-sm" role="status">
        {t('import.replaced', { values: counted(r.mapping.entries.length, 'import.nValues', lang), files: counted(r.files.length, 'import.nFiles', lang) })}
      </p>
      <button type="button" className={button} onClick={() => downloadBytes(zipOf(r.files), 'redacted-dumps.zip')} disabled={!r.files.length} data-testid="download-redacted">
        <DownloadIcon /> {t('import.downloadRedacted')}
      </button>
      {r.share && <ShareLink data={r.share} />}
      {r.shareError && <p className="text-sm text-rose-800 dark:text-rose-300">{t('import.noShareLink', { why: sayText(said, r.shareError, r.shareErrorMsg, 'REDACT_VI') })}</p>}
      {r.left.length > 0 && (
        <div className="text-sm">
          <span className="font-semibold">{t('import.leftOut')}</span>
          <ul className="ml-4 list-disc">
            {r.left.map((l) => (
              <li key={l.name}>
                <span className="font-mono text-xs break-words">{l.name}</span>: {sayText(said, l.reason, l.msg, l.msg.id.startsWith('zip.') ? 'ZIP_VI' : 'REDACT_VI')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.mapping.notes.map((n, i) => (
        <p key={n} className="text-sm text-amber-800 dark:text-amber-300">
          {sayText(said, n, r.mapping.noteMsgs[i], 'REDACT_VI')}
        </p>
      ))}
      <MappingTable mapping={r.mapping} />
    </div>
  );
}

export function RedactSection() {
  const inputs = useImport((s) => s.inputs);
  const outcome = useImport((s) => s.outcome);
  const scenario = outcome?.ok ? outcome.scenario : undefined;
  const t = useT();
  // Kept with what it was made from: new files or a new replay make it out of date.
  const [made, setMade] = useState<{ inputs: readonly ImportInput[]; scenario?: Scenario; result: RedactedSession }>();
  const current = made && made.inputs === inputs && made.scenario === scenario ? made.result : undefined;
  if (!inputs.length) return null;
  return (
    <Section id="import-redact" title={t('import.redactTitle')} testId="import-redact">
      <div className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {scenario ? t('import.redactIntroNames') : t('import.redactIntro')}
        </p>
        <button type="button" className={primaryButton} onClick={() => setMade({ inputs, scenario, result: redactSession(inputs, scenario) })} data-testid="redact">
          <ShieldIcon /> {t('import.redact')}
        </button>
        {current && <Redacted r={current} />}
      </div>
    </Section>
  );
}
