// Reading a CNI config the way the plugins do: Go's encoding/json matches struct fields without
// regard to case (configs in the wild say `Nameservers`, `DNS`, `Ipam`, `Policies`, `CniVersion`),
// so every field here is looked up by exact name first and then case-insensitively. Every problem
// names the field path as written in the file and its line.
import { cniMsg, cniText, type CniMsg } from './messages';
import { formatPath, isPlainObject, type LocatedDoc, type Path, type PlainObject } from '../import/located';
import { parseIpv4, parsePrefix } from '../../core/net/ip';
import type { Problem } from '../result';

/** A JSON object and where it sits. */
export interface ObjNode {
  value: PlainObject;
  path: Path;
}

/** Any value and where it sits. */
export interface ValueNode {
  value: unknown;
  path: Path;
}

export function member(obj: PlainObject, name: string): { key: string; value: unknown } | undefined {
  if (Object.prototype.hasOwnProperty.call(obj, name)) return { key: name, value: obj[name] };
  const lower = name.toLowerCase();
  for (const key of Object.keys(obj)) if (key.toLowerCase() === lower) return { key, value: obj[key] };
  return undefined;
}

/** Template placeholders (`__K8S_SERVICE_CIDR__`, `{{ .ServiceCIDR }}`, `<svc cidr>`) left unfilled. */
const PLACEHOLDER = /^__\w+__$|^<[^>]*>$/;
/** `{{ … }}` anywhere, found with indexOf: `\{\{.*\}\}` would rescan the line from every `{{`. */
const isTemplate = (s: string): boolean => PLACEHOLDER.test(s) || (s.includes('{{') && s.indexOf('}}', s.indexOf('{{') + 2) >= 0);

export const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

export class CniReader {
  readonly errors: Problem[] = [];
  readonly warnings: Problem[] = [];

  constructor(private readonly doc: LocatedDoc) {}

  private problem(path: Path, m: CniMsg): Problem {
    const field = formatPath(path);
    return { message: cniText(m), msg: m, line: this.doc.lineAt(path), ...(field ? { field } : {}) };
  }

  error(path: Path, m: CniMsg): void {
    this.errors.push(this.problem(path, m));
  }

  warn(path: Path, m: CniMsg): void {
    this.warnings.push(this.problem(path, m));
  }

  get(node: ObjNode, name: string): ValueNode | undefined {
    const m = member(node.value, name);
    // `null` reads as absent, as Go leaves a field at its zero value for JSON null.
    return m && m.value !== null ? { value: m.value, path: [...node.path, m.key] } : undefined;
  }

  /** The first of several alternative names that is present (v1 vs v2 spellings). */
  getAny(node: ObjNode, names: readonly string[]): ValueNode | undefined {
    for (const n of names) {
      const v = this.get(node, n);
      if (v) return v;
    }
    return undefined;
  }

  string(node: ObjNode, name: string | readonly string[]): string | undefined {
    const v = typeof name === 'string' ? this.get(node, name) : this.getAny(node, name);
    if (!v) return undefined;
    if (typeof v.value === 'string') return v.value;
    this.error(v.path, cniMsg('cni.wantString', { v: show(v.value) }));
    return undefined;
  }

  boolean(node: ObjNode, name: string): boolean | undefined {
    const v = this.get(node, name);
    if (!v) return undefined;
    if (typeof v.value === 'boolean') return v.value;
    this.error(v.path, cniMsg('cni.wantBoolean', { v: show(v.value) }));
    return undefined;
  }

  integer(node: ObjNode, name: string | readonly string[]): number | undefined {
    const v = typeof name === 'string' ? this.get(node, name) : this.getAny(node, name);
    if (!v) return undefined;
    if (typeof v.value === 'number' && Number.isInteger(v.value)) return v.value;
    this.error(v.path, cniMsg('cni.wantInteger', { v: show(v.value) }));
    return undefined;
  }

  object(node: ObjNode, name: string | readonly string[]): ObjNode | undefined {
    const v = typeof name === 'string' ? this.get(node, name) : this.getAny(node, name);
    if (!v) return undefined;
    if (isPlainObject(v.value)) return { value: v.value, path: v.path };
    this.error(v.path, cniMsg('cni.wantObject', { v: show(v.value) }));
    return undefined;
  }

  array(node: ObjNode, name: string | readonly string[]): ValueNode[] | undefined {
    const v = typeof name === 'string' ? this.get(node, name) : this.getAny(node, name);
    if (!v) return undefined;
    if (Array.isArray(v.value)) return v.value.map((value, i) => ({ value, path: [...v.path, i] }));
    this.error(v.path, cniMsg('cni.wantList', { v: show(v.value) }));
    return undefined;
  }

  asObject(v: ValueNode): ObjNode | undefined {
    if (isPlainObject(v.value)) return { value: v.value, path: v.path };
    this.error(v.path, cniMsg('cni.wantObject', { v: show(v.value) }));
    return undefined;
  }

  /** A list of strings; wrong entries are errors and left out. */
  strings(node: ObjNode, name: string | readonly string[]): ValueNode[] {
    return (this.array(node, name) ?? []).filter((v) => {
      if (typeof v.value === 'string') return true;
      this.error(v.path, cniMsg('cni.wantString', { v: show(v.value) }));
      return false;
    });
  }

  /** A CIDR (a bare address is accepted as a host prefix); undefined and an error if not. */
  prefix(v: ValueNode): string | undefined {
    if (typeof v.value !== 'string') {
      this.error(v.path, cniMsg('cni.wantCidr', { v: show(v.value) }));
      return undefined;
    }
    const text = v.value.trim();
    const p = parsePrefix(text);
    if (!p) {
      this.error(v.path, cniMsg(isTemplate(text) ? 'cni.notCidrTemplate' : 'cni.notCidr', { v: show(v.value) }));
      return undefined;
    }
    // HNS is given the string as written; a typo such as 10.96.0.1/12 usually means 10.96.0.0/12.
    const slash = text.indexOf('/');
    const addr = slash < 0 ? undefined : parseIpv4(text.slice(0, slash));
    if (p.family === 'ipv4' && addr !== undefined && addr !== p.base) this.warn(v.path, cniMsg('cni.hostBits', { v: show(v.value) }));
    return text;
  }

  /** A single IP address (no prefix length). */
  address(v: ValueNode): string | undefined {
    if (typeof v.value !== 'string') {
      this.error(v.path, cniMsg('cni.wantAddress', { v: show(v.value) }));
      return undefined;
    }
    const text = v.value.trim();
    if (text.includes('/') || !parsePrefix(text)) {
      this.error(v.path, cniMsg(isTemplate(text) ? 'cni.notAddressTemplate' : 'cni.notAddress', { v: show(v.value) }));
      return undefined;
    }
    return text;
  }
}

