import type { AdminFreeRoundsPrepaid } from '@lalebet/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatMoney } from '@/lib/format';
import { usePrepaids } from '../api/list-prepaids';

type Props = {
  /** The game code typed above; the templates are asked for this game. */
  gameCode: string;
  onPick: (prepaid: AdminFreeRoundsPrepaid) => void;
};

/**
 * Fetches the provider's templates for the typed game on request and offers each as a choice
 * (docs/decisions/099-free-rounds.md); picking one fills the template, the round's value and the
 * rounds. When the provider cannot answer, the id can still be typed.
 */
export function PrepaidPicker({ gameCode, onPick }: Props) {
  const { t } = useTranslation('bonuses');
  const [asked, setAsked] = useState<string | null>(null);
  const prepaids = usePrepaids(asked);
  const code = gameCode.trim();
  return (
    <div className="prepaid-picker">
      <Button type="button" disabled={!code || prepaids.isFetching} onClick={() => setAsked(code)}>
        {t('freeRounds.fetchPrepaids')}
      </Button>
      {prepaids.isError && (
        <p role="alert" className="alert alert-bad">
          {prepaids.error.message}
        </p>
      )}
      {prepaids.data?.length === 0 && <p className="hint">{t('freeRounds.noPrepaids', { game: asked })}</p>}
      {!!prepaids.data?.length && (
        <ul aria-label={t('freeRounds.prepaidsOf', { game: asked })} className="prepaid-list">
          {prepaids.data.map((p) => (
            <li key={p.prepaidUuid}>
              <Button type="button" variant="ghost" onClick={() => onPick(p)}>
                {describe(t, p)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'bonuses'>>['t'];

/** "10 tur × 1,00 ₺ · 3f2a…": open parts say the operator chooses them. */
function describe(t: T, p: AdminFreeRoundsPrepaid) {
  const rounds =
    p.betCount === null ? t('freeRounds.anyCount') : t('freeRounds.rounds', { count: p.betCount });
  const value = p.betValue === null ? t('freeRounds.anyValue') : formatMoney(p.betValue);
  return `${rounds} × ${value} · ${p.prepaidUuid.slice(0, 8)}…`;
}
