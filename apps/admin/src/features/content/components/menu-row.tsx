import type { MainMenuEntry } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

type Props = {
  entry: MainMenuEntry;
  index: number;
  /** The entry is the menu's last: it cannot move down. */
  last: boolean;
  canManage: boolean;
  onToggle: (index: number, visible: boolean) => void;
  onMove: (index: number, by: -1 | 1) => void;
};

/** One menu entry: its place, name, visibility switch and up/down arrows (ids keep focus). */
export function MenuRow({ entry: e, index: i, last, canManage, onToggle, onMove }: Props) {
  const { t } = useTranslation('content');
  const name = t(`menu.item.${e.id}`);
  return (
    <tr key={e.id}>
      <td>{i + 1}</td>
      <th scope="row">{name}</th>
      <td>
        <input
          type="checkbox"
          checked={e.visible}
          disabled={!canManage}
          aria-label={t('menu.visibleFor', { name })}
          onChange={(ev) => onToggle(i, ev.target.checked)}
        />
      </td>
      <td>
        {canManage && (
          <span className="page-actions">
            <Button
              id={`menu-up-${e.id}`}
              variant="ghost"
              aria-label={t('menu.moveUp', { name })}
              disabled={i === 0}
              onClick={() => onMove(i, -1)}
            >
              ↑
            </Button>
            <Button
              id={`menu-down-${e.id}`}
              variant="ghost"
              aria-label={t('menu.moveDown', { name })}
              disabled={last}
              onClick={() => onMove(i, 1)}
            >
              ↓
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}
