import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { useCan } from '@/lib/me';
import type { AdminDefinition } from '../api/list-definitions';
import { usePauseDefinition } from '../api/pause-definition';

export type DefinitionDialog = 'grant' | 'clone';

/** Grant, pause or resume, and copy one offer, as the staff member's permissions allow. */
export function DefinitionActions({
  definition: d,
  open,
}: {
  definition: AdminDefinition;
  open: (dialog: DefinitionDialog, d: AdminDefinition) => void;
}) {
  const { t } = useTranslation('bonuses');
  const canManage = useCan('bonuses:manage');
  const canGrant = useCan('bonuses:grant');
  const pause = usePauseDefinition();
  const togglePause = async () => {
    try {
      const res = await pause.mutateAsync({ id: d.id, paused: d.enabled });
      // A resume waits for a second bonus manager's approval.
      if ('requestId' in res.data) toast.info(t('pendingApproval', { id: res.data.requestId }));
      else toast.success(res.message);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      {canGrant && d.enabled && d.kind !== 'trial' && (
        <Button variant="ghost" onClick={() => open('grant', d)} title={t('grantTitle', { code: d.code })}>
          {t('grant')}
        </Button>
      )}
      {canManage && (
        <>
          <Button
            variant="ghost"
            busy={pause.isPending && pause.variables?.id === d.id}
            title={t(d.enabled ? 'pauseOf' : 'resumeOf', { code: d.code })}
            onClick={togglePause}
          >
            {d.enabled ? t('pause') : t('resume')}
          </Button>
          {d.kind !== 'trial' && (
            <Button
              variant="ghost"
              onClick={() => open('clone', d)}
              title={t('cloneTitle', { code: d.code })}
            >
              {t('clone')}
            </Button>
          )}
        </>
      )}
    </>
  );
}
