// The damaged progress notice's messages (src/ui/lessons/progress-messages.ts) in the user's language.
import { render, type Msg } from '../../../core/message';
import { PROGRESS_EN } from '../../lessons/progress-messages';
import type { Lang } from '../../../state/lang';
import { PROGRESS_VI } from './progress.vi';

export const sayProgress = (lang: Lang, m: Msg): string => render([lang === 'vi' ? PROGRESS_VI : PROGRESS_EN], m);
