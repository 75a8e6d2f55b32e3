import { Input } from '@chakra-ui/react';
import { PASSWORD_MIN_LENGTH } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { useAccountForm } from '../../components/useAccountForm.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { NameFields } from './NameFields.tsx';
import { EMPTY_NEW_USER, parseNewUser, ROLE_OPTIONS } from './user-form.ts';

/**
 * 'Nuevo usuario': name, e-mail, role, the initial password and, for the shared terminals, a PIN.
 * Schema's rules judge each field before anything is sent; the gateway's refusal (an e-mail or a
 * PIN someone else has) shows in the dialog. Mounted only while open, so each opening starts afresh.
 */
export function NewUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const form = useAccountForm(EMPTY_NEW_USER, {
    parse: parseNewUser,
    change: (api, input) => api.createUser(input),
    done: TOASTS.userCreated,
    then: () => {
      onCreated();
      onClose();
    },
  });
  const { errors, field } = form;

  return (
    <FormDialog title="Nuevo usuario" submitLabel="Crear usuario" {...form.dialog} onClose={onClose}>
      <NameFields form={form} />
      <FormField label="Correo electrónico" required error={errors.email}>
        <Input {...field('email')} type="email" autoComplete="off" />
      </FormField>
      <FormField label="Rol" required error={errors.role}>
        <SelectInput {...field('role')} options={ROLE_OPTIONS} />
      </FormField>
      <FormField
        label="Contraseña inicial"
        required
        error={errors.password}
        helper={`Al menos ${PASSWORD_MIN_LENGTH} caracteres; la persona puede cambiarla en «Mi cuenta»`}
      >
        <Input {...field('password')} type="password" autoComplete="new-password" />
      </FormField>
      <FormField
        label="PIN"
        error={errors.pin}
        helper="De 4 a 6 cifras, para entrar en los terminales compartidos"
      >
        <Input {...field('pin')} type="password" inputMode="numeric" autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}
