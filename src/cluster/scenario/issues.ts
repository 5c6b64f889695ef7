// Problems found in a scenario, with the path of the field they concern (for the editor and for
// the loader, which turns paths into line numbers).
export type Path = (string | number)[];

export interface Issue {
  path: Path;
  message: string;
  severity: 'error' | 'warning';
}

export const formatPath = (p: Path): string =>
  p.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : k), '');
