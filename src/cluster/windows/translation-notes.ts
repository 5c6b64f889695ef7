// What the translation could not express, or did differently from Linux: reported, never dropped
// silently. Shown by `validate`, `trace` and the UI next to the object it concerns.
import type { Msg } from '../../core/message';

export interface TranslationNote {
  node?: string;
  /** The Kubernetes object concerned: service/default/web, networkpolicy/default/deny. */
  object: string;
  severity: 'info' | 'warning';
  message: string;
  /** `message` as a value, for the notes that are one yet (a VFP edit by hand not applied). */
  msg?: Msg;
}
