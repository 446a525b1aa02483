import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { logout } from '@/features/auth/logout';
import { DASHBOARD_MENU } from './dashboard-menu';
import { PhoneVerifyPrompt } from './phone-verify-prompt';
import { formatMoney, useSessionSummary } from './use-session-summary';
import styles from './profile-dropdown-panel.module.css';
import { BonusBalanceLine } from './bonus-balance-line';
import { cx } from '@/lib/cx';

// docs/product.md §2: the Notifications entry is hidden from the dropdown.
const ITEMS = DASHBOARD_MENU.filter((item) => item.store !== 'notification');

type Props = { id: string; className?: string; onClose: () => void };

/** The dropdown's content: who is logged in, the balance, then the account entries. */
export default function ProfileDropdownPanel({ id, className, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionSummary();
  if (!session) return null;
  return (
    <div id={id} className={cx(styles.panel, className)}>
      <div className={styles.summary}>
        <p className={`${styles.username} identifier`}>{session.username}</p>
        <p className={styles.caption}>
          {t('dashboard.userCode')}: <span className="identifier">{session.usercode}</span>
        </p>
        <p className={styles.balance}>
          <span className={styles.caption}>{t('dashboard.balance')}</span> {formatMoney(session.balance)}
        </p>
        <BonusBalanceLine amount={session.bonusBalance} className={styles.caption} />
        <PhoneVerifyPrompt onOpen={onClose} />
      </div>
      <nav aria-label={t('header.profileMenu')}>
        <ul role="list" className={styles.list}>
          {ITEMS.map(({ title, icon: Icon, url }) => (
            <li key={title}>
              {url ? (
                <NavLink to={url} className={styles.item} onClick={onClose}>
                  <Icon size={18} />
                  <span>{t(title)}</span>
                </NavLink>
              ) : (
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => {
                    onClose();
                    void logout(navigate);
                  }}
                >
                  <Icon size={18} />
                  <span>{t(title)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
