// Is this text kubectl output? Top-level `apiVersion` and `kind` (YAML at column 0, or JSON
// members), other than a VFP Lab scenario. CNI configs carry a numeric `apiVersion` and no `kind`.

const YAML_API = /^apiVersion:[ \t]*["']?([\w.\-/]+)/m;
const YAML_KIND = /^kind:[ \t]*["']?(\w+)/m;
const JSON_API = /"apiVersion"\s*:\s*"([\w.\-/]+)"/;
const JSON_KIND = /"kind"\s*:\s*"(\w+)"/;

/** 0 (not Kubernetes) .. 1. */
export function detectKubernetes(text: string): number {
  const head = text.slice(0, 200_000);
  const first = head.replace(/^\uFEFF/, '').trimStart()[0];
  const json = first === '{' || first === '[';
  const api = (json ? JSON_API : YAML_API).exec(head)?.[1];
  // kubectl prints a List's own `kind: List` after all its items: search the whole text for it.
  const kind = (json ? JSON_KIND.exec(head) : YAML_KIND.exec(text))?.[1];
  if (!api || !kind) return 0;
  if (api.startsWith('vfp-lab/') || kind === 'Scenario') return 0;
  return json ? 0.8 : 0.9;
}
