import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';

/**
 * A centred dialog holding one form ('Nueva Área', 'Editar Mesa'...): title, fields, 'Cancelar' and
 * the submit button. Full screen on phones so the keyboard never hides the buttons. Validation is
 * the form's own (`noValidate` keeps the browser's bubbles out of the way of the spec's messages).
 */
export function FormDialog({
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: BaseSyntheticEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps the dialog's own layout (scrolling body, fixed footer). */}
            <chakra.form display="contents" onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" minH="11" onClick={onClose}>
                  Cancelar
                </Button>
                <Button type="submit" colorPalette="brand" minH="11" loading={submitting}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
