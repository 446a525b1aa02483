import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

type Props = {
  /** The list shows the display order, so up/down make sense. */
  movable: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  /** Called once the staff member confirmed the deletion. */
  onDelete: () => void;
};

/** A CMS row's buttons: move up/down, edit, delete (after a browser confirm). */
export function RowActions({ movable, onMove, onEdit, onDelete }: Props) {
  const { t } = useTranslation('content');
  return (
    <span className="page-actions">
      {movable && (
        <>
          <Button variant="ghost" aria-label={t('moveUp')} onClick={() => onMove(-1)}>
            ↑
          </Button>
          <Button variant="ghost" aria-label={t('moveDown')} onClick={() => onMove(1)}>
            ↓
          </Button>
        </>
      )}
      <Button variant="ghost" onClick={onEdit}>
        {t('edit')}
      </Button>
      <Button
        variant="danger"
        onClick={() => {
          if (window.confirm(t('confirmDelete'))) onDelete();
        }}
      >
        {t('delete')}
      </Button>
    </span>
  );
}
