import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '@/components/ui/icons/nav-icons';
import { openDialog } from '@/stores/dialogs';
import { useSession } from '@/stores/session';
import { closeMenus } from '@/stores/ui';
import styles from './phone-verify-prompt.module.css';

/** While the player's phone is not verified: a button that opens the SMS verify dialog. */
export function PhoneVerifyPrompt({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const verified = useSession()?.smsVerified ?? true;
  if (verified) return null;
  return (
    <button
      type="button"
      className={styles.prompt}
      onClick={() => {
        onOpen?.();
        closeMenus();
        openDialog({ name: 'sms-verify' });
      }}
    >
      <PhoneIcon size={16} />
      <span>{t('header.verifyPhone')}</span>
    </button>
  );
}
