import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { useEnableStaff, useReinviteStaff, type StaffMember } from '../api/staff';

export type StaffDialog = 'roles' | 'link' | 'unlock' | 'disable';

const done = (message: string) => (res: { message?: string }) => toast.success(res.message || message);
const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : String(e));

/**
 * A staff row's buttons, each titled with the member's name. Nobody disables their own account
 * (the server refuses it), so their own row offers no "Disable".
 */
export function StaffActions({
  member,
  self,
  open,
}: {
  member: StaffMember;
  /** The row is the signed-in staff member. */
  self: boolean;
  open: (dialog: StaffDialog, member: StaffMember) => void;
}) {
  const { t } = useTranslation('staff');
  const enable = useEnableStaff();
  const reinvite = useReinviteStaff();
  const action = (key: string, onClick: () => unknown) => (
    <Button variant="ghost" onClick={onClick} title={`${t(key)}: ${member.username}`}>
      {t(key)}
    </Button>
  );
  return (
    <>
      {action('editRoles', () => open('roles', member))}
      {action('linkPlayer', () => open('link', member))}
      {action('unlock', () => open('unlock', member))}
      {member.invited &&
        !member.disabled &&
        action('reinvite', () => reinvite.mutateAsync(member.id).then(done(t('reinvited')), fail))}
      {member.disabled
        ? action('enable', () => enable.mutateAsync(member.id).then(done(t('enabledDone')), fail))
        : !self && action('disable', () => open('disable', member))}
    </>
  );
}
