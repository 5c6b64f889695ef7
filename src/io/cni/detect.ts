// Is this text a CNI config? Judged by content: a JSON object with `cniVersion`, a `plugins` list,
// a `delegate`, or a plugin `type` next to CNI fields. HNS JSON has `Type` (capitalised) and no
// `cniVersion`; Kubernetes JSON has `kind` — neither is taken for a CNI config.
import { isPlainObject, parseJsonLocated } from '../import/located';
import { isMainPlugin } from './plugins';
import { member } from './reader';

const UNAMBIGUOUS = /^(win-bridge|win-overlay|sdnbridge|sdnoverlay|flannel|calico)(\.exe)?$/i;
const CNI_FIELDS = ['ipam', 'dns', 'policies', 'AdditionalArgs', 'capabilities', 'delegate', 'ipMasq', 'ipMasqNetwork'];

/** 0 (not a CNI config) .. 1 (certainly one). */
export function detectCniConfig(text: string): number {
  const start = text.search(/\S/);
  if (start < 0) return 0;
  // A leading BOM is whitespace to us.
  const first = text[start] === '\uFEFF' ? text.slice(start + 1).trimStart()[0] : text[start];
  if (first !== '{') return 0;
  // Cheap test first: a large HNS JSON dump need not be parsed to be ruled out.
  if (!/"(cniVersion|plugins|type)"\s*:/.test(text) && !/"type"\s*:\s*"(win-bridge|win-overlay|sdnbridge|sdnoverlay|flannel|calico)/i.test(text)) return 0;
  const json = parseJsonLocated(text);
  if (!json.ok) return detectBroken(text);
  const root = json.doc.value;
  if (!isPlainObject(root) || 'kind' in root) return 0;
  const has = (name: string) => Object.prototype.hasOwnProperty.call(root, name);
  if (has('cniVersion')) return 1;
  const plugins = root.plugins;
  if (Array.isArray(plugins) && plugins.some((p) => isPlainObject(p) && typeof p.type === 'string')) return 0.9;
  // Exact spelling here: HCN v2 network JSON has `Type`, `Dns`, `Ipams` and `Policies` too.
  const type = root.type;
  if (typeof type === 'string' && (isMainPlugin(type) || CNI_FIELDS.some(has))) return 0.8;
  // Some templates capitalise (`"Type": "win-overlay"`): only names no HNS network type shares.
  const anyCase = member(root, 'type')?.value;
  if (typeof anyCase === 'string' && UNAMBIGUOUS.test(anyCase)) return 0.7;
  return 0;
}

/** A config with a syntax error is still a config: recognise it by its words, so the user gets the
 * CNI parser's line-and-column error instead of "not a known format". */
function detectBroken(text: string): number {
  if (/"kind"\s*:/.test(text)) return 0;
  if (/"cniVersion"\s*:/.test(text)) return 0.8;
  if (/"type"\s*:\s*"(win-bridge|win-overlay|sdnbridge|sdnoverlay|l2bridge|overlay|flannel|calico)"/i.test(text)) return 0.7;
  if (/"plugins"\s*:\s*\[/.test(text) && /"type"\s*:/.test(text)) return 0.6;
  return 0;
}
