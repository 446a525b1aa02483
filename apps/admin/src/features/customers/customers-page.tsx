import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { DateTime } from '@/components/display';
import { TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/use-list-params';
import { paths } from '@/lib/paths';
import { type CustomerRow, useSearchCustomers } from './api/search-customers';
import { StateBadge } from './components/state-badge';

/** The player search; the query, page and sort live in the URL. */
export default function CustomersPage() {
  const { t } = useTranslation('customers');
  const { params, update, query } = useListParams({ take: 25, sort: 'createdAt' });
  const [text, setText] = useState(params.filters.query ?? '');
  const customers = useSearchCustomers(query);

  const columns = useMemo<ColumnDef<CustomerRow, unknown>[]>(
    () => [
      {
        id: 'username',
        header: t('username'),
        cell: ({ row }) => <Link to={paths.customer(row.original.id)}>{row.original.username}</Link>,
      },
      { id: 'userCode', header: t('userCode'), accessorKey: 'userCode' },
      { id: 'fullName', header: t('fullName'), accessorKey: 'fullName' },
      { id: 'email', header: t('email'), accessorKey: 'email' },
      { id: 'phone', header: t('phone'), accessorKey: 'phone' },
      { id: 'state', header: t('status'), cell: ({ row }) => <StateBadge state={row.original.state} /> },
      {
        id: 'createdAt',
        header: t('createdAt'),
        cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('title')} />
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ filters: { query: text.trim() } });
        }}
      >
        <TextField
          label={t('search')}
          hint={t('searchHint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          type="search"
        />
        <Button type="submit" variant="primary">
          {t('common:action.search')}
        </Button>
      </form>
      <DataTable
        caption={t('title')}
        columns={columns}
        query={customers}
        params={params}
        onChange={update}
        sortable={['username', 'createdAt']}
        rowKey={(r) => r.id}
      />
      {customers.data?.capped && (
        <p className="hint" role="status">
          {t('capped', { count: customers.data.total })}
        </p>
      )}
    </>
  );
}
