// Every header of the packet at this step, outer and inner, with what changed since the previous
// step highlighted (amber, and the word "changed").
import { packetJson } from '../../io/trace/json';
import type { Packet } from '../../core/packet/packet';

const FIELDS: [keyof ReturnType<typeof packetJson>, string][] = [
  ['srcMac', 'source MAC'],
  ['dstMac', 'destination MAC'],
  ['src', 'source IP'],
  ['dst', 'destination IP'],
  ['protocol', 'protocol'],
  ['srcPort', 'source port'],
  ['dstPort', 'destination port'],
  ['ttl', 'TTL'],
  ['size', 'size (bytes)'],
  ['df', "DF (don't fragment)"],
];

export function HeadersPanel({ packet, previous }: { packet: Packet; previous?: Packet }) {
  const now = packetJson(packet);
  const before = previous ? packetJson(previous) : undefined;
  const row = (label: string, value: unknown, was: unknown, key: string) => {
    const changed = before !== undefined && JSON.stringify(value) !== JSON.stringify(was);
    return (
      <tr key={key} className={changed ? 'bg-amber-100 dark:bg-amber-900/40' : ''} data-changed={changed || undefined}>
        <th scope="row" className="py-0.5 pr-2 text-left font-normal text-slate-500">
          {label}
        </th>
        <td className="font-mono">
          {String(value ?? '—')}
          {changed && <span className="ml-1 text-[10px] font-sans font-semibold uppercase text-amber-800 dark:text-amber-300">changed</span>}
        </td>
      </tr>
    );
  };
  return (
    <div className="space-y-2 text-xs" data-testid="headers-panel">
      {now.outer && (
        <div className="rounded-md border-2 border-violet-400 p-2 dark:border-violet-600">
          <div className="mb-1 font-semibold text-violet-800 dark:text-violet-300">Outer headers · {now.outer.kind === 'vxlan' ? `VXLAN VNI ${now.outer.vni}` : 'host-internal encapsulation'}</div>
          <table className="w-full">
            <tbody>
              {(['srcMac', 'dstMac', 'src', 'dst', 'srcPort', 'dstPort'] as const).map((k) => row(`outer ${k}`, now.outer![k], before?.outer?.[k], `o-${k}`))}
            </tbody>
          </table>
        </div>
      )}
      <table className="w-full">
        <tbody>
          {FIELDS.map(([k, label]) => row(label, now[k], before?.[k], k))}
          {now.tcpFlags && row('TCP flags', now.tcpFlags, before?.tcpFlags, 'flags')}
          {now.icmp && row('ICMP', now.icmp, before?.icmp, 'icmp')}
        </tbody>
      </table>
    </div>
  );
}
