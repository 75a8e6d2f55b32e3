import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame.tsx';

/** A yes/no question before a destructive or irreversible action ('¿Eliminar ingrediente?'). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Eliminar',
  cancelLabel = 'Cancelar',
  destructive = true,
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogFrame open={open} onClose={onCancel} alert content={{ mx: '4' }}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{description}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} minH="11">
          {cancelLabel}
        </Button>
        <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={pending} minH="11">
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
