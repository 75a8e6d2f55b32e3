import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
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
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={`Cuenta de la Mesa ${entry.table.number}`}>
            <Dialog.Body pt="6">
              <CheckPanel entry={entry} tables={tables} {...(channel ? { channel } : {})} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
