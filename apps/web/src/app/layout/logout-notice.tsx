import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { i18next } from '@/lib/i18n';
import { takeLogoutReason } from '@/lib/logout-notice';

/** How long the explanation of a protection logout stays: longer than a usual toast. */
const LOGOUT_NOTICE_MS = 12_000;

/**
 * After the server ended the session for a time-out, exclusion, session limit or closure (the
 * hub's Logout, then logout's reload), say why. Mounted with the deferred footer, which every
 * page has, so none of it weighs on the home route's first load.
 */
export function LogoutNotice() {
  useEffect(() => {
    const notice = takeLogoutReason();
    if (!notice) return;
    // In the language the player was reading (logout cleared the stored one).
    void i18next
      .loadNamespaces('protection')
      .then(() => i18next.loadLanguages(notice.lang))
      .then(() =>
        toast.warning(i18next.getFixedT(notice.lang, 'protection')(`logout.${notice.reason}`), {
          duration: LOGOUT_NOTICE_MS,
        }),
      );
  }, []);
  return null;
}
