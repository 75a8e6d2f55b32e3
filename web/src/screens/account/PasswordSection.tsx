import { Input } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH } from '@restaurantpro/schema';
import { FormField } from '../../components/FormField.tsx';
import { useAccountForm } from '../../components/useAccountForm.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { SectionForm } from './SectionForm.tsx';
import { EMPTY_PASSWORD_CHANGE, parsePasswordChange } from './account-form.ts';
import type { AccountSectionProps } from './section-types.ts';
import { SectionCard } from './SectionCard.tsx';

/** 'Cambiar contraseña': the current one, the new one twice. This device's session stays open. */
export function PasswordSection({ reload }: AccountSectionProps) {
  const { errors, field, dialog } = useAccountForm(EMPTY_PASSWORD_CHANGE, {
    parse: parsePasswordChange,
    change: (api, { currentPassword, password }) => api.changeMyPassword(currentPassword, password),
    done: TOASTS.passwordChanged,
    then: reload,
  });

  return (
    <SectionCard id="password" title="Cambiar contraseña">
      <SectionForm label="Cambiar contraseña" refusalTestId="password-refusal" {...dialog}>
        <FormField label="Contraseña actual" required error={errors.currentPassword}>
          <Input {...field('currentPassword')} type="password" autoComplete="current-password" />
        </FormField>
        <FormField
          label="Nueva contraseña"
          required
          error={errors.password}
          helper={`Al menos ${PASSWORD_MIN_LENGTH} caracteres, y no una de las más comunes`}
        >
          <Input {...field('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Repite la nueva contraseña" required error={errors.repeat}>
          <Input {...field('repeat')} type="password" autoComplete="new-password" />
        </FormField>
      </SectionForm>
    </SectionCard>
  );
}
