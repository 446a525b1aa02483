import { type ReactNode, useEffect } from 'react';
import { useModalDialog } from '@/components/ui/top-layer';
import { closeDialogs, openDialog, type OpenDialog } from '@/stores/dialogs';
import { parsePlayable } from './game-link';
import { GameStage } from './game-stage';
import styles from './play-dialog.module.css';

/**
 * The mobile play modal (docs/product.md §2): fullscreen, the game's name as its title. A native
 * modal <dialog> like the others (focus trap, Escape), but without the shared dialog header:
 * the game's own 35 px bar is the header.
 */
export default function PlayDialog({ dialog, barSlot }: { dialog: OpenDialog; barSlot?: ReactNode }) {
  const modal = useModalDialog();
  const { titleId } = modal;
  const game = parsePlayable(dialog.data);

  useEffect(() => {
    if (!game) closeDialogs();
  }, [game]);
  if (!game) return null;

  return (
    <dialog
      {...modal.props}
      className={styles.dialog}
      onCancel={(e) => {
        e.preventDefault(); // Escape: the store closes us, so state and DOM agree
        closeDialogs();
      }}
    >
      <GameStage
        game={game}
        isMobile
        titleId={titleId}
        titleLevel="h2"
        onClose={closeDialogs}
        // Opening a dialog closes the others: the Deposit Money modal replaces the game.
        onDeposit={() => openDialog({ name: 'deposit' })}
        closeOnFailure
        className={styles.stage}
        barSlot={barSlot}
      />
    </dialog>
  );
}
