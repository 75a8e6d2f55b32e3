import { Button, Input, Stack, chakra } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { RefusalAlert } from '../../components/RefusalAlert.tsx';
import { useSecretForm } from '../../components/useSecretForm.ts';
import { useAccountAction } from '../../data/writes/useAccountAction.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { EMPTY_PIN_CHANGE, parsePinChange } from './account-form.ts';
import type { AccountSectionProps } from './section-types.ts';
import { SectionCard } from './SectionCard.tsx';

/**
 * 'Cambiar PIN': the PIN that opens the shared terminals, behind the current password (a PIN alone
 * is too short to guard itself). The gateway refuses a PIN another active person has.
 */
export function PinSection({ me, reload }: AccountSectionProps) {
  const run = useAccountAction();
  const form = useSecretForm(EMPTY_PIN_CHANGE);
  const { errors, field } = form;

  const submit = () =>
    form.submit(
      parsePinChange,
      ({ currentPassword, pin }) => run((api) => api.changeMyPin(currentPassword, pin), TOASTS.pinChanged),
      () => {
        form.reset();
        reload();
      },
    );

  return (
    <SectionCard
      id="pin"
      title="Cambiar PIN"
      subtitle={
        me?.hasPin === false
          ? 'Aún no tienes PIN: ponte uno para entrar en los terminales compartidos'
          : 'Para entrar en los terminales compartidos'
      }
    >
      <chakra.form
        aria-label="Cambiar PIN"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4" maxW="md">
          <FormField label="Contraseña actual" required error={errors.currentPassword}>
            <Input {...field('currentPassword')} type="password" autoComplete="current-password" />
          </FormField>
          <FormField label="Nuevo PIN" required error={errors.pin}>
            <Input {...field('pin')} type="password" inputMode="numeric" autoComplete="off" />
          </FormField>
          <RefusalAlert message={form.refusal} testId="pin-refusal" />
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            minH="11"
            loading={form.submitting}
          >
            Cambiar PIN
          </Button>
        </Stack>
      </chakra.form>
    </SectionCard>
  );
}
