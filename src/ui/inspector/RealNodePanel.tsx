// "On a real node": the commands that show the current step on a real Windows or Linux node, with
// what each one shows, a copy button, and where Hubble can or cannot see the step.
import { useState } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { World } from '../../core/world/world';
import { onARealNode, type RealNodeOptions } from '../../lessons/on-a-real-node';
import { linkButton } from '../common/controls';
import { Rich } from '../common/Rich';
import { EmptyState } from '../common/Section';
import { useLang, useT } from '../i18n/use-t';
import { realNodeIn } from './real-node.vi';
import '../i18n/words/trace-en';

function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const t = useT();
  return (
    <button
      type="button"
      className={`${linkButton} shrink-0 text-xs`}
      onClick={() => {
        // No clipboard (permissions, an http origin where navigator.clipboard is absent): the
        // command stays selectable by hand.
        const clip = (navigator as { clipboard?: Clipboard }).clipboard;
        if (!clip) return setState('failed');
        clip.writeText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
      aria-label={t('trace.real.copy', { text })}
    >
      {t(state === 'copied' ? 'trace.real.copied' : state === 'failed' ? 'trace.real.select' : 'trace.real.copyWord')}
    </button>
  );
}

export function RealNodePanel({ ev, world, fromDumps, portName }: { ev: TraceEvent; world: World; fromDumps: boolean; portName?: RealNodeOptions['portName'] }) {
  const t = useT();
  const lang = useLang();
  const hubble = [...world.hosts.values()].some((h) => h.kind === 'linux' && h.dataplane === 'ebpf');
  const found = onARealNode(ev, (n) => world.hosts.get(n), { hubble, fromDumps, ...(portName ? { portName } : {}) });
  const r = found && realNodeIn(found, lang);
  if (!r) return <EmptyState testId="real-node-empty">{t('trace.real.nothing')}</EmptyState>;
  return (
    <div className="space-y-2 text-sm" data-testid="real-node">
      <div className="text-slate-600 dark:text-slate-400">
        {r.os === 'windows' ? (
          <Rich text={t('trace.real.onWindows', { node: `\`${r.node}\``, kubectl: '`kubectl`' })} />
        ) : (
          <Rich text={t('trace.real.onLinux', { node: `\`${r.node}\``, kubectl: '`kubectl`', hubble: '`hubble`' })} />
        )}
      </div>
      <ul className="space-y-1.5">
        {r.commands.map((c) => (
          <li key={c.cmd} data-testid="real-node-command">
            <div className="flex items-start gap-2">
              <code className="min-w-0 flex-1 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs break-words select-all dark:bg-slate-800">{c.cmd}</code>
              <CopyButton text={c.cmd} />
            </div>
            <div className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">{c.what}</div>
          </li>
        ))}
      </ul>
      {r.notes.map((n) => (
        <p key={n} className="text-xs text-slate-600 dark:text-slate-400" data-testid="real-node-note">
          <Rich text={n} />
        </p>
      ))}
    </div>
  );
}
