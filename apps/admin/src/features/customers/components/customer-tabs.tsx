import type { Permission } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useMe } from '@/lib/me';
import type { CustomerTab } from '../api/get-customer-tab';
import { AddNoteForm } from './add-note-form';
import { CustomerTabPanel } from './customer-tab-panel';
import { KycTab } from './kyc-tab';
import { ProtectionTab } from './protection-tab';
import { SportsbookLimitsTab } from './sportsbook-limits-tab';

/**
 * Player 360's tabs in order: the paged history tabs, the sportsbook limits after the bets, and
 * Protection and KYC after bonuses.
 */
const TABS = [
  'ledger',
  'deposits',
  'withdrawals',
  'casino-rounds',
  'bets',
  'sportsbook',
  'bonuses',
  'protection',
  'kyc',
  'sessions',
  'notes',
  'notifications',
  'audit',
] as const satisfies readonly (CustomerTab | 'protection' | 'kyc' | 'sportsbook')[];
type Tab = (typeof TABS)[number];

/**
 * The permission each tab's endpoints demand beyond customers:view (the page's own). A tab the
 * caller may not open is not offered (docs/admin-app.md: useCan hides what the server refuses).
 */
const NEEDS: Partial<Record<Tab, Permission>> = {
  protection: 'protection:view',
  kyc: 'kyc:view',
  audit: 'audit:view',
  sportsbook: 'sportsbook:view',
};

type Props = {
  id: string;
  /** From the player's `allowedActions`: `addNote` and `protection`. */
  canAddNote: boolean;
  canManageProtection: boolean;
};

/** The tab list and the open tab's panel; the open tab is `?tab=` in the URL. */
export function CustomerTabs({ id, canAddNote, canManageProtection }: Props) {
  const { t } = useTranslation('customers');
  const held = useMe().data?.permissions ?? [];
  const [search, setSearch] = useSearchParams();
  const tabs = TABS.filter((tab) => {
    const needs = NEEDS[tab];
    return !needs || held.includes(needs);
  });
  const requested = search.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'ledger';
  // A new tab starts on its first page, with none of the last tab's filters.
  const open = (next: Tab) => setSearch({ tab: next }, { replace: true });

  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('tabs')}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={name === tab}
            aria-controls="p360-panel"
            onClick={() => open(name)}
          >
            {t(`tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="p360-panel" aria-labelledby={`tab-${tab}`}>
        {tab === 'notes' && canAddNote && <AddNoteForm id={id} />}
        {/* The tab counts legs; the desk's ticker shows each selection, its odds and result. */}
        {tab === 'bets' && held.includes('sportsbook:view') && (
          <p>
            <Link to={`${paths.sportsbookBets}?customerId=${id}`}>{t('betsOnDesk')}</Link>
          </p>
        )}
        {tab === 'protection' ? (
          <ProtectionTab id={id} canManage={canManageProtection} />
        ) : tab === 'kyc' ? (
          <KycTab id={id} />
        ) : tab === 'sportsbook' ? (
          <SportsbookLimitsTab id={id} />
        ) : (
          <CustomerTabPanel key={tab} id={id} tab={tab} />
        )}
      </div>
    </>
  );
}
