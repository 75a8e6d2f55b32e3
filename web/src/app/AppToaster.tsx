import { Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { toaster } from '../data/toaster.ts';

/** Renders the toaster region; F8 focuses it (Chakra's default hotkey, as the spec's region label). */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label="Cerrar" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
