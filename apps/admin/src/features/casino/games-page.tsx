import { GAME_CATEGORIES } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { SelectField, TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { type AdminGame, type GamesQuery, useGames } from './api/list-games';
import { useProviders } from './api/list-providers';
import { CatalogueSync } from './components/catalogue-sync';
import { EditGameDialog } from './components/edit-game-dialog';
import { gameColumns } from './components/game-columns';
import { casinoProvidersPath } from './casino-paths';

/** Every game, enabled or not: switch it, move it, file it under categories. */
export default function GamesPage() {
  const { t } = useTranslation('casino');
  const { params, update, query } = useListParams({ take: 50, sort: 'sort' });
  const games = useGames(query as GamesQuery);
  const providers = useProviders({ skip: 0, take: 100, sort: 'name', order: 'asc' });
  const [editing, setEditing] = useState<AdminGame | null>(null);
  const [text, setText] = useState(params.filters.query ?? '');

  const columns = gameColumns(t, setEditing);

  const yesNo = [
    { value: '', label: t('all') },
    { value: 'true', label: t('onlyOn') },
    { value: 'false', label: t('onlyOff') },
  ];
  return (
    <>
      <PageHeader
        title={t('gamesTitle')}
        actions={
          <Link className="btn btn-ghost" to={casinoProvidersPath}>
            {t('providersTitle')}
          </Link>
        }
      />
      <CatalogueSync />
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ filters: { query: text.trim() || undefined } });
        }}
      >
        <TextField
          label={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
        />
        <SelectField
          label={t('provider')}
          value={params.filters.providerId ?? ''}
          onChange={(e) => update({ filters: { providerId: e.target.value } })}
          options={[
            { value: '', label: t('all') },
            ...(providers.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <SelectField
          label={t('category.label')}
          value={params.filters.category ?? ''}
          onChange={(e) => update({ filters: { category: e.target.value } })}
          options={[
            { value: '', label: t('all') },
            ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
          ]}
        />
        <SelectField
          label={t('enabled')}
          value={params.filters.enabled ?? ''}
          onChange={(e) => update({ filters: { enabled: e.target.value } })}
          options={yesNo}
        />
        <Button type="submit">{t('common:action.search')}</Button>
      </form>
      <DataTable
        caption={t('gamesTitle')}
        columns={columns}
        query={games}
        params={params}
        onChange={update}
        sortable={['name', 'sort']}
        rowKey={(r) => r.id}
      />
      {editing && <EditGameDialog key={editing.id} game={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
