// A route's line under its prefix in the node view's routing table: the interface it leaves by, then
// why the route is there, said from the walk's value in the user's language (the narration chunk).
import type { Lang } from '../../state/lang';
import { sayVerdictText } from '../i18n/messages/verdict-say';
import { layoutMsg, layoutWords } from './layout-words';
import type { RouteView } from './node-layout';

export function routeNote(lang: Lang, r: RouteView): string {
  return layoutWords(lang, layoutMsg('layout.routeOn', { iface: r.iface, note: sayVerdictText(lang, r.note ?? '', r.noteMsg) }));
}
