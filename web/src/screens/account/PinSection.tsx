import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { useAccountForm } from '../../components/useAccountForm.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { SectionForm } from './SectionForm.tsx';
import { EMPTY_PIN_CHANGE, parsePinChange } from './account-form.ts';
import type { AccountSectionProps } from './section-types.ts';
import { SectionCard } from './SectionCard.tsx';

/**
 * 'Cambiar PIN': the PIN that opens the shared terminals, behind the current password (a PIN alone
 * is too short to guard itself). The gateway refuses a PIN another active person has.
 */
export function PinSection({ me, reload }: AccountSectionProps) {
  const { errors, field, dialog } = useAccountForm(EMPTY_PIN_CHANGE, {
    parse: parsePinChange,
    change: (api, { currentPassword, pin }) => api.changeMyPin(currentPassword, pin),
    done: TOASTS.pinChanged,
    then: reload,
  });

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
      <SectionForm label="Cambiar PIN" refusalTestId="pin-refusal" {...dialog}>
        <FormField label="Contraseña actual" required error={errors.currentPassword}>
          <Input {...field('currentPassword')} type="password" autoComplete="current-password" />
        </FormField>
        <FormField label="Nuevo PIN" required error={errors.pin}>
          <Input {...field('pin')} type="password" inputMode="numeric" autoComplete="off" />
        </FormField>
      </SectionForm>
    </SectionCard>
  );
}
