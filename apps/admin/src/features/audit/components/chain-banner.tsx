import type { AdminAuditVerify } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';

/**
 * The hash chain's state (docs/decisions/028-audit-chain.md): green while every row links to the
 * one before, red naming the first broken row, which is where an investigation starts.
 */
export function ChainBanner({
  status,
  error,
}: {
  status: AdminAuditVerify | undefined;
  error?: string | null;
}) {
  const { t } = useTranslation('audit');
  if (error)
    return (
      <div className="banner banner-bad" role="alert">
        {t('chain.unknown', { error })}
      </div>
    );
  if (!status)
    return (
      <div className="banner" role="status">
        {t('chain.checking')}
      </div>
    );
  if (status.ok || !status.firstBroken)
    return (
      <div className="banner banner-good" role="status">
        {t('chain.ok', { rows: status.checked, seq: status.lastSeq ?? 0 })}
      </div>
    );
  return (
    <div className="banner banner-bad" role="alert">
      {t('chain.broken', {
        seq: status.firstBroken.seq,
        reason: t(`chain.reason.${status.firstBroken.reason}`),
      })}
    </div>
  );
}
