import PlayDialog from '@/features/casino/play/play-dialog';
import type { OpenDialog } from '@/stores/dialogs';
import { PlayGuard } from '../play-guard';

/** The mobile play modal with the session clock in its bar and the reality check above it. */
export default function GuardedPlayDialog({ dialog }: { dialog: OpenDialog }) {
  return <PlayGuard>{(clock) => <PlayDialog dialog={dialog} barSlot={clock} />}</PlayGuard>;
}
