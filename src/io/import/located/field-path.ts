// Field paths as users read them in error messages: `spec.ports[0].port`,
// `metadata.labels["kubernetes.io/os"]`, `delegate.AdditionalArgs[1].Value.ExceptionList[0]`.

export type PathSeg = string | number;
export type Path = readonly PathSeg[];

const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

export function formatPath(path: Path): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (PLAIN_KEY.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
