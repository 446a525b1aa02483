import type { LimitKind, LimitView, SetLimitRequest } from '@lalebet/shared/protection';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/account-page';
import { LimitForm } from './limit-form';
import { LimitTable } from './limit-table';
import styles from './protection.module.css';

type Props = {
  kind: LimitKind;
  limits: LimitView[];
  saving: boolean;
  onSave: (body: SetLimitRequest) => Promise<unknown>;
};

/** One kind of limit: what is set and used, and the form to change it. */
export function LimitsPanel({ kind, limits, saving, onSave }: Props) {
  const { t } = useTranslation('protection');
  // Removing is a change like a raise: it waits for the cooling-off period and a confirmation.
  const remove = (l: LimitView) =>
    void onSave(
      l.kind === 'session'
        ? { kind: l.kind, period: l.period, minutes: null }
        : { kind: l.kind, period: l.period, amount: null },
    ).catch(() => undefined);
  return (
    <Panel title={t(`kind.${kind}`)}>
      <p className={styles.hint}>{t(`kind.${kind}Hint`)}</p>
      <div className={styles.tableWrap}>
        <LimitTable kind={kind} limits={limits} onRemove={remove} removing={saving} />
      </div>
      <LimitForm kind={kind} pending={saving} onSubmit={onSave} />
    </Panel>
  );
}
