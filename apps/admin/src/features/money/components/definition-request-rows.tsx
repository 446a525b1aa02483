import type { ApprovalItem, BonusDefinitionRequest } from '@lalebet/shared';
import type { TFunction } from 'i18next';
import { Money } from '@/components/display';

/**
 * A bonus definition request as the approver reviews it
 * (docs/decisions/042-bonus-definitions-four-eyes.md): what approving puts live, and the worst
 * it can cost: per player, and if every player registered now claimed it. Nothing caps the
 * number of claims, so the total itself is unbounded.
 */
const money = (t: TFunction, minor: string | null) =>
  minor === null ? <strong>{t('def.unbounded')}</strong> : <Money minor={minor} />;

/** "New definition: code", "Copy of #3: code", "Resume #3: code". */
export function definitionWhat(t: TFunction, r: BonusDefinitionRequest): string {
  return `${t(`def.action.${r.action}`, { id: r.sourceId })}: ${r.terms.code}`;
}

/** The inbox's amount column: a player's worst case in cash. */
export function DefinitionWorstCase({ t, item }: { t: TFunction; item: ApprovalItem }) {
  return item.kind === 'bonus_definition' ? money(t, item.liability.cashPerPlayer) : null;
}

export function definitionRows(t: TFunction, r: BonusDefinitionRequest): [string, React.ReactNode][] {
  const d = r.terms;
  const value =
    d.percent !== null ? (
      <>
        %{d.percent} ({t('def.upTo')} {money(t, d.maxAmount === null ? null : String(d.maxAmount))})
      </>
    ) : (
      money(t, d.amount === null ? null : String(d.amount))
    );
  const l = r.liability;
  return [
    [t('def.request'), definitionWhat(t, r)],
    [t('def.title'), `${d.titleTr} / ${d.titleEn}`],
    [t('def.kind'), t(`bonuses:kind.${d.kind}`, { defaultValue: d.kind })],
    [t('def.value'), value],
    [t('def.wagering'), `${d.wageringMultiple}×`],
    [t('def.maxCashout'), money(t, d.maxCashout === null ? null : String(d.maxCashout))],
    [
      t('def.claimMode'),
      `${d.claimMode}, ${d.audience}, ${t(d.enabled ? 'def.startsRunning' : 'def.startsPaused')}`,
    ],
    [t('def.bonusPerPlayer'), money(t, l.bonusPerPlayer)],
    [t('def.cashPerPlayer'), money(t, l.cashPerPlayer)],
    [t('def.totalNow', { players: l.playersNow }), money(t, l.totalNow)],
    [t('def.total'), t('def.totalUnbounded')],
  ];
}
