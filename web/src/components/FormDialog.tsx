import { Button, chakra, Dialog, Stack } from '@chakra-ui/react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { DialogFrame } from './DialogFrame.tsx';
import { RefusalAlert } from './RefusalAlert.tsx';

/**
 * A centred dialog holding one form ('Nueva Área', 'Editar Mesa'...): title, fields, 'Cancelar' and
 * the submit button. Full screen on phones so the keyboard never hides the buttons. Validation is
 * the form's own (`noValidate` keeps the browser's bubbles out of the way of the spec's messages);
 * `onSubmit` runs with the browser's own submission already prevented.
 * `refusal` is the server's Spanish reason for refusing what was sent, shown under the fields.
 */
export function FormDialog({
  title,
  submitLabel,
  submitting,
  onSubmit,
  onClose,
  refusal,
  children,
}: {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: BaseSyntheticEvent) => void;
  onClose: () => void;
  refusal?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <DialogFrame onClose={onClose} size="lg">
      {/* display: contents keeps the dialog's own layout (scrolling body, fixed footer). */}
      <chakra.form
        display="contents"
        onSubmit={(event) => {
          // The form is sent by the dialog's own code, never by the browser (which would reload).
          event.preventDefault();
          onSubmit(event);
        }}
        noValidate
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {children}
            <RefusalAlert message={refusal ?? null} testId="form-refusal" />
          </Stack>
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
    </DialogFrame>
  );
}
