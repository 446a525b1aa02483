import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { PasteIcon } from '../ui/icons';
import styles from './payment-form.module.css';

type Props = { fieldLabel: string; onText: (text: string) => void };

/** Pastes the clipboard into an IBAN or card number field (docs/product.md §5). */
export function PasteButton({ fieldLabel, onText }: Props) {
  const { t } = useTranslation('payments');
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      if (text.trim()) onText(text);
    } catch {
      // Denied, or no Clipboard API (older browsers, plain http): the keyboard still works.
      toast.error(t('form.pasteFailed'));
    }
  };
  return (
    <IconButton
      label={t('form.paste', { field: fieldLabel })}
      className={styles.paste}
      onClick={() => void paste()}
    >
      <PasteIcon size={20} />
    </IconButton>
  );
}
