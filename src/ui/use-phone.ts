// Whether the window is phone-wide: the shell asks it on every load, the phone layout itself is a
// lazy chunk (PhoneLayout.tsx), fetched only on a phone.
import { useEffect, useState } from 'react';

/** On screens only: a page printed on narrow paper keeps the desktop layout, which holds the print
 * handout (and a print never swaps the layouts, which would remount the canvas). */
export const PHONE_QUERY = 'screen and (max-width: 639px)';

/** Whether the window is phone-wide now (and follows it when it changes). */
export function usePhone(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia?.(PHONE_QUERY);
    if (!mq) return;
    const on = () => setPhone(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return phone;
}
