// Save to file's message values (src/ui/builder/save-messages.ts) in the user's language.
import { render, type Msg } from '../../../core/message';
import { SAVE_EN } from '../../builder/save-messages';
import type { Lang } from '../../../state/lang';
import { SAVE_VI } from './save.vi';

export const saySave = (lang: Lang, m: Msg): string => render([lang === 'vi' ? SAVE_VI : SAVE_EN], m);
