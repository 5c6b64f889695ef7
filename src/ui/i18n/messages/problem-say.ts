// A reader's warning or error in the user's language. Readers whose words are message values give
// the value (`msg`, or `id` and `args` in the import summary's shape): rendered from the catalogues
// of those readers. A problem without a value (a summary from an older build) is said as written.
import { render, type Msg } from '../../../core/message';
import type { Lang } from '../../../state/lang';
import { narrationVi } from '../narration';

export interface SaidProblem {
  message: string;
  msg?: Msg;
  id?: string;
  args?: Msg['args'];
}

export function sayProblem(lang: Lang, p: SaidProblem): string {
  const m = p.msg ?? (p.id !== undefined ? { id: p.id, args: p.args ?? {} } : undefined);
  const vi = lang === 'en' || !m ? undefined : narrationVi();
  if (!vi || !m) return p.message;
  const catalogues = [vi.CAPTURE_VI, vi.CNI_VI, vi.HNS_DUMP_VI, vi.VFP_DUMP_VI, vi.NODE_DUMP_VI, vi.TEXT_DUMP_VI, vi.IMPORT_VI, vi.ZIP_VI, vi.SYNTAX_VI, vi.K8S_VI, vi.YAML_VI, vi.ERRORS_VI, vi.LOCATED_VI, vi.ZOD_VI, vi.SCHEMA_VI];
  // An id from a newer or other reader that no catalogue here holds: its English as it is.
  if (!catalogues.some((c) => Object.hasOwn(c, m.id))) return p.message;
  return render(catalogues, m);
}
