// The unreadable copy's repair messages (src/ui/player/unreadable-messages.ts) in the user's language.
import { render, type Msg } from '../../../core/message';
import { UNREADABLE_EN } from '../../player/unreadable-messages';
import type { Lang } from '../../../state/lang';
import { UNREADABLE_VI } from './unreadable.vi';

export const sayUnreadable = (lang: Lang, m: Msg): string => render([lang === 'vi' ? UNREADABLE_VI : UNREADABLE_EN], m);
