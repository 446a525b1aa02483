import { BET_STATUSES, SPORTS } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import type { ListParams } from '@/components/use-list-params';

type Props = {
  params: ListParams;
  update: (patch: { filters: Record<string, string | undefined> }) => void;
  /** The ticker also filters by the bet's status. */
  withStatus?: boolean;
};

/**
 * The trading desk's filters, kept in the URL: sport and live or pre-match at once, the
 * league (tournament) when the trader submits it.
 */
export function DeskFilters({ params, update, withStatus }: Props) {
  const { t } = useTranslation('sportsbook');
  const [tournament, setTournament] = useState(params.filters.tournament ?? '');
  const f = params.filters;
  const set = (key: string) => (e: { target: { value: string } }) =>
    update({ filters: { [key]: e.target.value } });
  return (
    <form
      className="filters"
      role="search"
      aria-label={t('filters')}
      onSubmit={(e) => {
        e.preventDefault();
        update({ filters: { tournament: tournament.trim() } });
      }}
    >
      <SelectField
        label={t('filter.sport')}
        value={f.sport ?? ''}
        onChange={set('sport')}
        options={[
          { value: '', label: t('all') },
          ...SPORTS.map((s) => ({ value: s, label: t(`sport.${s}`) })),
        ]}
      />
      <SelectField
        label={t('filter.live')}
        value={f.live ?? ''}
        onChange={set('live')}
        options={[
          { value: '', label: t('all') },
          { value: 'true', label: t('filter.liveOnly') },
          { value: 'false', label: t('filter.preMatch') },
        ]}
      />
      {withStatus && (
        <SelectField
          label={t('filter.status')}
          value={f.status ?? ''}
          onChange={set('status')}
          options={[
            { value: '', label: t('all') },
            ...BET_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      )}
      <TextField
        label={t('filter.tournament')}
        type="search"
        maxLength={100}
        value={tournament}
        onChange={(e) => setTournament(e.target.value)}
      />
      <Button type="submit" variant="primary">
        {t('common:action.search')}
      </Button>
    </form>
  );
}
