import { Input, Text } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { useAccountForm } from '../../components/useAccountForm.ts';
import { accountName, type AccountUser } from '../../data/accounts-api.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { EMPTY_SECRET, parseSecret, type SecretKind } from './user-form.ts';

const WORDING = {
  password: {
    title: 'Restablecer contraseña',
    label: 'Nueva contraseña',
    note: 'Sus sesiones abiertas se cerrarán: tendrá que entrar con la nueva contraseña.',
  },
  pin: {
    title: 'Restablecer PIN',
    label: 'Nuevo PIN',
    note: 'El PIN anterior deja de servir en los terminales compartidos.',
  },
} as const;

/**
 * 'Restablecer contraseña' / 'Restablecer PIN' of someone else's account: the new secret, judged by
 * schema's rule before sending; the gateway's refusal (a PIN another person has) shows in the dialog.
 */
export function ResetSecretDialog({
  kind,
  user,
  onClose,
  onDone,
}: {
  kind: SecretKind;
  user: AccountUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const wording = WORDING[kind];
  const form = useAccountForm(EMPTY_SECRET, {
    parse: (values) => parseSecret(kind, values),
    change: (api, secret) =>
      kind === 'password' ? api.resetPassword(user.id, secret) : api.resetPin(user.id, secret),
    done: kind === 'password' ? TOASTS.passwordReset : TOASTS.pinReset,
    then: () => {
      onDone();
      onClose();
    },
  });

  return (
    <FormDialog
      title={`${wording.title}: ${accountName(user)}`}
      submitLabel={wording.title}
      {...form.dialog}
      onClose={onClose}
    >
      <FormField label={wording.label} required error={form.errors[kind]}>
        <Input
          {...form.field(kind)}
          type="password"
          autoComplete={kind === 'password' ? 'new-password' : 'off'}
          {...(kind === 'pin' ? { inputMode: 'numeric' as const } : {})}
        />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        {wording.note}
      </Text>
    </FormDialog>
  );
}
