import { CloseButton, Dialog, Portal, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The chrome every dialog shares: backdrop, centred box, the 'Cerrar' cross, and closing on Escape
 * or a click outside through `onClose`. With a `size` it fills the phone's screen (so the keyboard
 * never hides the buttons) and scrolls its body inside; without one it is a small box for a question.
 */
export function DialogFrame({
  open = true,
  onClose,
  size,
  alert = false,
  content,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  /** Width from tablets up. */
  size?: 'md' | 'lg' | 'xl';
  /** An `alertdialog`: a question the user must answer. */
  alert?: boolean;
  /** Props of the box itself: its accessible name, test id, size limits. */
  content?: HTMLChakraProps<'div'> & { 'data-testid'?: string };
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      {...(alert ? { role: 'alertdialog' as const } : {})}
      {...(size ? { scrollBehavior: 'inside' as const, size: { base: 'full', md: size } } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...content}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
