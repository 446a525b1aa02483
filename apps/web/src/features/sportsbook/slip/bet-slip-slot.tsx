import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { BetSlip } from './bet-slip';
import { useSlipSelections } from './slip-store';
import { useMediaQuery } from './use-media-query';
import styles from './bet-slip.module.css';

/** Where the sports pages put the slip: a sticky column from 1024 px, else a bottom sheet. */
export const DESKTOP_SLIP_QUERY = '(min-width: 1024px)';

/**
 * The bet slip in its place on a sports page. On desktop it is a sticky column beside the
 * events; on a phone a floating button (with the number of selections) opens it as a bottom
 * sheet: a modal dialog that traps focus and closes with Escape.
 */
export function BetSlipSlot() {
  const { t } = useTranslation('betslip');
  const desktop = useMediaQuery(DESKTOP_SLIP_QUERY);
  const count = useSlipSelections().length;
  const [open, setOpen] = useState(false);

  if (desktop) {
    return (
      <aside className={styles.column} aria-label={t('slip.title')}>
        <BetSlip />
      </aside>
    );
  }
  return (
    <>
      <button type="button" className={styles.fab} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <TicketIcon />
        <span>{t('slip.title')}</span>
        {count > 0 && (
          <span className={styles.badge} role="img" aria-label={t('slip.count', { count })}>
            {count}
          </span>
        )}
      </button>
      {open && (
        <Dialog
          title={t('slip.title')}
          onClose={() => setOpen(false)}
          className={styles.sheet}
          bodyClassName={styles.sheetBody}
        >
          <BetSlip bare onLoginNeeded={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
}

const TicketIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width={20}
    height={20}
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
  >
    <path d="M4 5h16v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z" />
    <path d="M9 9h6M9 12h6M9 15h4" />
  </svg>
);
