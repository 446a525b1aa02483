import type { AdminUnlockResponse } from '@lalebet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { api } from '@/lib/api-client';
import type { StaffMember } from '../api/staff';

/**
 * Lifts a staff account's lock and its password and second-factor throttles, with a reason
 * (POST admin/staff/:id/unlock: staff:manage, step-up, audited; docs/decisions/045-throttle-not-lock.md).
 */
export function StaffUnlockDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const client = useQueryClient();
  const unlock = useMutation({
    mutationFn: (reason: string) =>
      api.post<AdminUnlockResponse>(`admin/staff/${member.id}/unlock`, { reason }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
  return (
    <ReasonDialog
      open
      title={t('unlockTitle', { name: member.username })}
      description={t('unlockBody')}
      confirmLabel={t('unlock')}
      onConfirm={(reason) => unlock.mutateAsync(reason)}
      onClose={onClose}
    />
  );
}
