import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { actionsHeader } from '@/components/columns';
import { Badge } from '@/components/display';
import type { AdminGame } from '../api/list-games';
import { useUpdateGame } from '../api/update-game';
import { EnabledSwitch } from './enabled-switch';

/** A game's on/off switch: saved at once, with a toast naming the game. */
function GameSwitch({ game }: { game: AdminGame }) {
  const { t } = useTranslation('casino');
  const save = useUpdateGame();
  return (
    <EnabledSwitch
      checked={game.enabled}
      label={t('enableGame', { name: game.name })}
      busy={save.isPending && save.variables?.id === game.id}
      onChange={async (enabled) => {
        try {
          await save.mutateAsync({ id: game.id, enabled });
          toast.success(enabled ? t('gameOn', { name: game.name }) : t('gameOff', { name: game.name }));
        } catch (e) {
          toast.error(e instanceof Error ? e.message : String(e));
        }
      }}
    />
  );
}

export const gameColumns = (
  t: TFunction,
  edit: (game: AdminGame) => void,
): ColumnDef<AdminGame, unknown>[] => [
  {
    id: 'name',
    header: t('game'),
    cell: ({ row }) => (
      <>
        {row.original.name}
        <br />
        <small className="muted">{row.original.gameCode}</small>
      </>
    ),
  },
  {
    id: 'provider',
    header: t('provider'),
    cell: ({ row }) => (
      <>
        {row.original.providerName}{' '}
        {!row.original.providerEnabled && <Badge tone="warn">{t('providerOff')}</Badge>}
      </>
    ),
  },
  {
    id: 'categories',
    header: t('categories'),
    cell: ({ row }) => row.original.categories.map((c) => t(`category.${c}`)).join(', '),
  },
  { id: 'sort', header: t('sort'), accessorKey: 'sort' },
  { id: 'enabled', header: t('enabled'), cell: ({ row }) => <GameSwitch game={row.original} /> },
  {
    ...actionsHeader(t),
    cell: ({ row }) => (
      <Button
        variant="ghost"
        onClick={() => edit(row.original)}
        title={t('editGame', { name: row.original.name })}
      >
        {t('edit')}
      </Button>
    ),
  },
];
