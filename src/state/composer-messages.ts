// The probe composer's field errors (composer.ts), as message values (src/core/message.ts): English
// here; the UI says the same ids in the user's language (src/ui/i18n/messages/composer.vi.ts). Shown
// only next to the composer's fields: no English string is kept beside them.
import { msg, type MsgOf } from '../core/message';

export const COMPOSER_EN = {
  'composer.pickSource': () => 'pick where the packet starts',
  'composer.typeAddress': () => 'type an IPv4 address such as 10.0.0.5',
  'composer.pickTarget': () => 'pick a destination',
  'composer.notAddress': (a: { text: string }) => `"${a.text}" is not an IPv4 address (such as 10.0.0.5)`,
  'composer.noHolder': (a: { ip: string }) => `no pod, node or outside host has the address ${a.ip}`,
  'composer.serviceNeedsPort': () => 'a Service needs a destination port',
  'composer.needsPort': (a: { proto: string }) => `${a.proto} needs a destination port`,
  'composer.port': () => 'a port is a number from 1 to 65535',
  'composer.srcPort': () => 'a port is a number from 1 to 65535 (or empty: ephemeral)',
  'composer.size': () => 'size is the IP packet in bytes, 28 to 65535',
} as const;

export type ComposerMsg = MsgOf<typeof COMPOSER_EN>;
export const composerMsg = msg<typeof COMPOSER_EN>();
