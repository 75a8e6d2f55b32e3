import { Text } from '@chakra-ui/react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { useAccountForm } from '../../components/useAccountForm.ts';
import { accountName, type AccountUser } from '../../data/accounts-api.ts';
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
  const form = useAccountForm(editValuesOf(user), {
    parse: (values) => parseEditUser(user, values),
    change: (api, changes) => api.updateUser(user.id, changes),
    done: TOASTS.userUpdated,
    // Only what changed is sent: an untouched form closes without asking the gateway.
    unchanged: (changes) => Object.keys(changes).length === 0,
    then: () => {
      onSaved();
      onClose();
    },
  });
  const { errors, field } = form;

  return (
    <FormDialog
      title={`Editar usuario: ${accountName(user)}`}
      submitLabel="Guardar"
      {...form.dialog}
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
