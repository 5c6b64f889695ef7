// Every header of the packet at this step, outer and inner, grouped as a capture shows them
// (Ethernet, IPv4, transport). What this step rewrote is highlighted in amber with the word
// "changed" and the value it had; an outer header pushed or popped says so.
import { packetJson, type PacketJson } from '../../io/trace/json';
import type { Packet } from '../../core/packet/packet';
import type { PacketField } from '../../state/frame';
import { BoxIcon, SwapIcon } from '../common/icons';
import { useT, type T } from '../i18n/use-t';
import type { Key } from '../i18n/t';
import '../i18n/words/trace-en';

type Inner = keyof PacketJson;
type Outer = keyof NonNullable<PacketJson['outer']>;

const INNER_GROUPS: { title: string; key?: Key; fields: [Inner, Key | string][] }[] = [
  { title: 'Ethernet', fields: [['srcMac', 'trace.hdr.srcMac'], ['dstMac', 'trace.hdr.dstMac']] },
  { title: 'IPv4', fields: [['src', 'trace.hdr.src'], ['dst', 'trace.hdr.dst'], ['protocol', 'trace.hdr.protocol'], ['ttl', 'TTL'], ['size', 'trace.hdr.size'], ['df', 'trace.hdr.df']] },
  { title: 'Transport', key: 'trace.hdr.transport', fields: [['srcPort', 'trace.hdr.srcPort'], ['dstPort', 'trace.hdr.dstPort'], ['tcpFlags', 'trace.hdr.tcpFlags'], ['icmp', 'ICMP']] },
];

const OUTER_FIELDS: [Outer, Key | string][] = [
  ['srcMac', 'trace.hdr.srcMac'],
  ['dstMac', 'trace.hdr.dstMac'],
  ['src', 'trace.hdr.outerSrc'],
  ['dst', 'trace.hdr.outerDst'],
  ['srcPort', 'trace.hdr.udpSrc'],
  ['dstPort', 'trace.hdr.udpDst'],
  ['vni', 'VXLAN VNI'],
];

/** A field's label: a dictionary key, or a name that stays as it is (TTL, ICMP, VXLAN VNI). */
const word = (t: T, label: Key | string) => (label.startsWith('trace.') ? t(label as Key) : label);

const show = (v: unknown) => (v === undefined ? '—' : String(v));

function Row({ label, value, was, changed }: { label: string; value: unknown; was: unknown; changed: boolean }) {
  const t = useT();
  return (
    <tr className={changed ? 'bg-amber-100 dark:bg-amber-900/40' : ''} data-changed={changed || undefined}>
      <th scope="row" className="w-[42%] py-0.5 pr-2 text-left align-top text-sm font-normal text-slate-600 dark:text-slate-400">
        {label}
      </th>
      <td className="py-0.5 align-top">
        <code className="font-mono text-xs break-words">{show(value)}</code>
        {changed && (
          <div className="flex flex-wrap items-center gap-1 text-sm text-amber-900 dark:text-amber-200">
            <SwapIcon width={12} height={12} />
            <span className="font-semibold">{t('trace.hdr.changed')}</span>, {t('trace.hdr.was')} <code className="font-mono text-xs">{show(was)}</code>
          </div>
        )}
      </td>
    </tr>
  );
}

export function HeadersPanel({ packet, previous, changed }: { packet: Packet; previous?: Packet; changed: PacketField[] }) {
  const t = useT();
  const now = packetJson(packet);
  const before = previous ? packetJson(previous) : undefined;
  const pushed = changed.includes('outer') && !!now.outer;
  const popped = changed.includes('outer') && !now.outer;
  return (
    <div className="space-y-2" data-testid="headers-panel">
      {now.outer && (
        <div className="rounded-md border-2 border-violet-400 p-2 dark:border-violet-600" data-testid="outer-headers">
          <div className="mb-1 flex items-center gap-1 text-sm font-semibold text-violet-800 dark:text-violet-300">
            <BoxIcon /> {t('trace.hdr.outer')} · {now.outer.kind === 'vxlan' ? `VXLAN VNI ${now.outer.vni}` : t('trace.hdr.mgmtEncap')}
            {pushed && <span className="ml-auto rounded bg-violet-200 px-1 text-sm font-normal text-violet-900 dark:bg-violet-900 dark:text-violet-100">{t('trace.hdr.added')}</span>}
          </div>
          <table className="w-full">
            <tbody>
              {OUTER_FIELDS.filter(([k]) => now.outer![k] !== undefined).map(([k, label]) => (
                <Row key={k} label={word(t, label)} value={now.outer![k]} was={before?.outer?.[k]} changed={changed.includes(`outer.${k}`)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {popped && (
        <div className="flex items-center gap-1 rounded-md border-2 border-dashed border-violet-400 px-2 py-1 text-sm text-violet-800 dark:border-violet-600 dark:text-violet-300" data-testid="outer-removed">
          <BoxIcon /> {t('trace.hdr.removed')}
        </div>
      )}
      <div className={now.outer ? 'rounded-md border border-slate-300 p-2 dark:border-slate-600' : ''}>
        {now.outer && <div className="mb-1 text-sm font-semibold text-slate-600 dark:text-slate-400">{t('trace.hdr.inner')}</div>}
        {INNER_GROUPS.map((g) => {
          const fields = g.fields.filter(([k]) => now[k] !== undefined || before?.[k] !== undefined);
          return (
            <table key={g.title} className="mb-1 w-full">
              <caption className="text-left text-sm font-semibold text-slate-600 dark:text-slate-400">{g.key ? t(g.key) : g.title}</caption>
              <tbody>
                {fields.map(([k, label]) => (
                  <Row key={k} label={word(t, label)} value={now[k]} was={before?.[k]} changed={changed.includes(k)} />
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </div>
  );
}
