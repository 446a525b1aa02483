import { type ReactNode, useEffect, useId, useRef } from 'react';
import { addModal, removeModal } from '@/components/ui/top-layer';
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const game = parsePlayable(dialog.data);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof el.showModal === 'function') {
      if (!el.open) el.showModal();
    } else {
      el.setAttribute('open', ''); // jsdom
    }
    addModal(el);
    return () => {
      removeModal(el);
      if (el.open && typeof el.close === 'function') el.close();
    };
  }, []);

  useEffect(() => {
    if (!game) closeDialogs();
  }, [game]);
  if (!game) return null;

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
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
