// Why a share link cannot be opened, as message values (issue 30). English here (the page's notice
// holds the value; tests and the CLI read the English); the UI says the same ids in the user's
// language (ui/i18n/messages/share.vi.ts).
import { msg, render, type MsgOf } from '../../core/message';
import type { Problem } from '../result';

export const SHARE_EN = {
  /** `v`: the format this build reads (v1). */
  'share.format': (a: { v: string }) => `this share link's format is not ${a.v} (made by a newer VFP Lab?)`,
  /** `p`: the prefix (v1.). */
  'share.empty': (a: { p: string }) => `the share link is empty: nothing follows "${a.p}" (was it cut when copied?)`,
  'share.tooLong': (a: { c: number; kb: number }) => `the share link is ${a.c} characters long, more than a scenario of ${a.kb} KB ever needs; links that big are refused`,
  'share.notBase64': () => 'the share link is damaged: it is not valid base64url (was it cut when copied?)',
  'share.cut': () => 'the share link is cut short: its data ends early (was it cut when copied?)',
  'share.noInflate': () => 'the share link is damaged: its data does not decompress (was it changed when copied?)',
  'share.tooLarge': (a: { kb: number }) => `the shared scenario is larger than ${a.kb} KB decoded; links that big are refused`,
  'share.nothing': () => 'the share link holds no scenario (its data decodes to nothing)',
  'share.notJson': () => "the share link is damaged: its data is not a scenario's JSON (was it changed when copied?)",
} as const;

export type ShareMsg = MsgOf<typeof SHARE_EN>;
export const shareMsg = msg<typeof SHARE_EN>();

/** In English. */
export const shareText = (m: ShareMsg): string => render([SHARE_EN], m);

/** A share link's error, its English and its value. */
export const shareProblem = (m: ShareMsg): Problem => ({ message: shareText(m), msg: m });
