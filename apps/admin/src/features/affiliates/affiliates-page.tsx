import type { Affiliate } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { type AffiliatesQuery, useAffiliates } from './api/list-affiliates';
import { useAffiliateColumns } from './components/affiliate-columns';
import { CreateAffiliateDialog } from './components/create-affiliate-dialog';
import { PlayersDialog } from './components/players-dialog';

/** Affiliates (docs/decisions/092): their btags, how many players each brought, pause and resume. */
export default function AffiliatesPage() {
  const { t } = useTranslation('affiliates');
  const { params, update, query } = useListParams({ sort: 'createdAt' });
  const list = useAffiliates(query as AffiliatesQuery);
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<Affiliate | null>(null);

  const columns = useAffiliateColumns(setShowing);

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        }
      />
      <DataTable
        caption={t('title')}
        columns={columns}
        query={list}
        params={params}
        onChange={update}
        sortable={['btag', 'players', 'createdAt']}
        rowKey={(r) => r.id}
      />
      {adding && <CreateAffiliateDialog onClose={() => setAdding(false)} />}
      {showing && <PlayersDialog affiliate={showing} onClose={() => setShowing(null)} />}
    </>
  );
}
