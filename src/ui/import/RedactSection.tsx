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
import { plural } from './words';

const KIND_WORDS: Record<RedactionKind, string> = {
  ipv4: 'IPv4 addresses',
  ipv6: 'IPv6 addresses',
  mac: 'MAC addresses',
  guid: 'GUIDs',
  containerId: 'container ids',
  node: 'node names',
  pod: 'pod names',
  namespace: 'namespaces',
  service: 'Service names',
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
            <span>{p.original}</span>
            <span className="text-slate-600 dark:text-slate-400">→ {p.replacement}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What became what, by kind: the user needs it to read the answer to what they sent. */
function MappingTable({ mapping }: { mapping: RedactionMapping }) {
  const kinds = [...new Set(mapping.entries.map((e) => e.kind))];
  return (
    <div className="max-h-64 overflow-y-auto rounded border border-slate-200 dark:border-slate-700" tabIndex={0} role="region" aria-label="What was replaced" data-testid="redaction-mapping">
      <Pairs title="networks" pairs={mapping.ipv4Networks} />
      {kinds.map((k) => (
        <Pairs key={k} title={KIND_WORDS[k]} pairs={mapping.entries.filter((e) => e.kind === k)} />
      ))}
    </div>
  );
}

function ShareLink({ data }: { data: string }) {
  const url = `${window.location.origin}${window.location.pathname}${formatRoute({ kind: 'share', data })}`;
  const [copied, setCopied] = useState<string>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Redacted link copied');
    } catch {
      setCopied('Copy the link from the field above');
    }
  };
  return (
    <div className="space-y-1">
      <label className="block text-sm font-semibold" htmlFor="redacted-link">
        Redacted share link
      </label>
      <input id="redacted-link" readOnly value={url} className={`${field} font-mono text-xs`} onFocus={(e) => e.target.select()} data-testid="redacted-link" />
      <button type="button" className={button} onClick={copy} data-testid="copy-redacted-link">
        <LinkIcon /> Copy link
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
  return (
    <div className="space-y-2" data-testid="redaction">
      <p className="text-sm" role="status">
        {plural(r.mapping.entries.length, 'value', 'values')} replaced in {plural(r.files.length, 'file', 'files')}, the same way everywhere.
      </p>
      <button type="button" className={button} onClick={() => downloadBytes(zipOf(r.files), 'redacted-dumps.zip')} disabled={!r.files.length} data-testid="download-redacted">
        <DownloadIcon /> Download the redacted files (.zip)
      </button>
      {r.share && <ShareLink data={r.share} />}
      {r.shareError && <p className="text-sm text-rose-800 dark:text-rose-300">No share link: {r.shareError}</p>}
      {r.left.length > 0 && (
        <div className="text-sm">
          <span className="font-semibold">Left out:</span>
          <ul className="ml-4 list-disc">
            {r.left.map((l) => (
              <li key={l.name}>
                <span className="font-mono text-xs break-words">{l.name}</span>: {l.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {r.mapping.notes.map((n) => (
        <p key={n} className="text-sm text-amber-800 dark:text-amber-300">
          {n}
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
  // Kept with what it was made from: new files or a new replay make it out of date.
  const [made, setMade] = useState<{ inputs: readonly ImportInput[]; scenario?: Scenario; result: RedactedSession }>();
  const current = made && made.inputs === inputs && made.scenario === scenario ? made.result : undefined;
  if (!inputs.length) return null;
  return (
    <Section id="import-redact" title="Redact before sharing" testId="import-redact">
      <div className="space-y-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Replaces IP addresses, MACs, GUIDs{scenario ? ' and the node, pod and Service names' : ''} in the files and in a share link of the replay, consistently. Host names and other names VFP Lab does not know stay: read the files before you send them.
        </p>
        <button type="button" className={primaryButton} onClick={() => setMade({ inputs, scenario, result: redactSession(inputs, scenario) })} data-testid="redact">
          <ShieldIcon /> Redact
        </button>
        {current && <Redacted r={current} />}
      </div>
    </Section>
  );
}
