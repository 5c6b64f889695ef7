// The checks Microsoft's own node scripts run, over what was imported, and the comparison of HNS
// with VFP when both were: each finding with its severity (icon and word), the evidence line it
// rests on, and the usual fix.
import type { Finding } from '../../hns/findings';
import { CrossIcon, InfoIcon, WarnIcon } from '../common/icons';
import { EmptyState, Section } from '../common/Section';
import { useT } from '../i18n/use-t';
import { useNarrationLang } from '../i18n/narration';
import { sayCheck, sayFinding } from '../i18n/messages/findings-say';
import type { Key } from '../i18n/t';
import '../i18n/words/import-en';

const SEVERITY: Record<Finding['severity'], { Icon: typeof CrossIcon; word: Key; border: string; text: string }> = {
  error: { Icon: CrossIcon, word: 'import.sevError', border: 'border-rose-300 dark:border-rose-800', text: 'text-rose-700 dark:text-rose-400' },
  warning: { Icon: WarnIcon, word: 'import.sevWarning', border: 'border-amber-300 dark:border-amber-700', text: 'text-amber-700 dark:text-amber-400' },
  info: { Icon: InfoIcon, word: 'import.sevInfo', border: 'border-slate-300 dark:border-slate-600', text: 'text-slate-600 dark:text-slate-400' },
};

const ORDER: Finding['severity'][] = ['error', 'warning', 'info'];

function FindingCard({ f }: { f: Finding }) {
  const { Icon, word, border, text } = SEVERITY[f.severity];
  const t = useT();
  const lang = useNarrationLang();
  return (
    <li className={`rounded-lg border p-2 text-sm ${border}`} data-testid="finding" data-severity={f.severity}>
      <div className="flex flex-wrap items-center gap-x-1.5">
        <span className={`inline-flex items-center gap-1 font-semibold ${text}`}>
          <Icon width={14} height={14} /> {t(word)}
        </span>
        <span className="font-semibold">· {sayCheck(lang, f.check)}</span>
      </div>
      <p className="mt-0.5">{sayFinding(lang, f.msg)}</p>
      {f.evidenceMsg && <p className="mt-0.5 font-mono text-xs break-words text-slate-700 dark:text-slate-300">{sayFinding(lang, f.evidenceMsg)}</p>}
      {f.fixMsg && (
        <p className="mt-0.5">
          <span className="font-semibold">{t('import.fix')}</span> {sayFinding(lang, f.fixMsg)}
        </p>
      )}
    </li>
  );
}

export function Findings({ findings, comparedVfp }: { findings: Finding[]; comparedVfp: boolean }) {
  const t = useT();
  const sorted = [...findings].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
  return (
    <Section id="import-findings" title={t('import.findings', { n: findings.length })} testId="import-findings">
      {sorted.length ? (
        <ul className="space-y-1.5">
          {sorted.map((f, i) => (
            <FindingCard key={i} f={f} />
          ))}
        </ul>
      ) : (
        <EmptyState testId="no-findings">
          {comparedVfp ? t('import.noFindingsVfp') : t('import.noFindings')}
        </EmptyState>
      )}
    </Section>
  );
}
