import { Text } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { useSecretForm } from '../../components/useSecretForm.ts';
import { accountName, type AccountUser } from '../../data/accounts-api.ts';
import { useAccountAction } from '../../data/writes/useAccountAction.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { NameFields } from './NameFields.tsx';
import { editValuesOf, parseEditUser, ROLE_OPTIONS } from './user-form.ts';

/**
 * 'Editar usuario': the name and the role. Only what changed is sent; the gateway refuses demoting
 * the last active administrator or oneself, and that refusal shows in the dialog. A role change
 * takes effect on the person's next request.
 */
export function EditUserDialog({
  user,
  self,
  onClose,
  onSaved,
}: {
  user: AccountUser;
  self: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const run = useAccountAction();
  const form = useSecretForm(editValuesOf(user));
  const { errors, field } = form;

  const submit = () =>
    form.submit(
      (values) => parseEditUser(user, values),
      async (changes) =>
        Object.keys(changes).length === 0
          ? { ok: true as const, value: user }
          : run((api) => api.updateUser(user.id, changes), TOASTS.userUpdated),
      () => {
        onSaved();
        onClose();
      },
    );

  return (
    <FormDialog
      title={`Editar usuario: ${accountName(user)}`}
      submitLabel="Guardar"
      {...form.dialog(submit)}
      onClose={onClose}
    >
      <NameFields form={form} />
      {self ? (
        <Text fontSize="sm" color="fg.muted">
          Tu propio rol no se cambia desde tu cuenta: otro administrador puede hacerlo.
        </Text>
      ) : (
        <FormField label="Rol" required error={errors.role}>
          <SelectInput {...field('role')} options={ROLE_OPTIONS} />
        </FormField>
      )}
    </FormDialog>
  );
}
