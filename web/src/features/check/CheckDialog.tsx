import { Dialog } from '@chakra-ui/react';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { CheckPanel } from './CheckPanel.tsx';

/** The check panel over the screen (POS, floor plan): full screen on phones. */
export function CheckDialog({
  entry,
  tables,
  channel,
  onClose,
}: {
  entry: FloorTableCheck;
  tables: readonly FloorTableCheck[];
  channel?: ToastChannel;
  onClose: () => void;
}) {
  return (
    <DialogFrame
      onClose={onClose}
      size="lg"
      content={{ 'aria-label': `Cuenta de la Mesa ${entry.table.number}` }}
    >
      <Dialog.Body pt="6">
        <CheckPanel entry={entry} tables={tables} {...(channel ? { channel } : {})} />
      </Dialog.Body>
    </DialogFrame>
  );
}
