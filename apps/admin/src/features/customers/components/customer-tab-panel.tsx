import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/field';
import { useListParams } from '@/components/use-list-params';
import { type CustomerTab, useCustomerTab } from '../api/get-customer-tab';
import { tabColumns } from './tab-columns';

/** One tab of Player 360 as a server-paged table; its page (and the ledger's account) in the URL. */
export function CustomerTabPanel({ id, tab }: { id: string; tab: CustomerTab }) {
  const { t } = useTranslation('customers');
  const { params, update } = useListParams({ take: 25 });
  const account = params.filters.account === 'bonus' ? 'bonus' : 'cash';
  const query = { skip: params.skip, take: params.take, ...(tab === 'ledger' ? { account } : {}) };
  const page = useCustomerTab(id, tab, query);
  const columns = useMemo(() => tabColumns(tab, t), [tab, t]);
  return (
    <>
      {tab === 'ledger' && (
        <div className="filters">
          <SelectField
            label={t('account')}
            value={account}
            onChange={(e) => update({ filters: { account: e.target.value } })}
            options={[
              { value: 'cash', label: t('accountCash') },
              { value: 'bonus', label: t('accountBonus') },
            ]}
          />
        </div>
      )}
      <DataTable
        caption={t(`tab.${tab}`)}
        columns={columns}
        query={page}
        params={params}
        onChange={update}
        rowKey={(r) => String(r.id ?? r.seq ?? r.round ?? JSON.stringify(r))}
      />
    </>
  );
}
