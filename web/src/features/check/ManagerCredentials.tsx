import { Input, Text } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';

/** Why a manager must confirm, then the manager's e-mail and password, typed on this device. */
export function ManagerCredentials({
  why,
  email,
  password,
  onEmailChange,
  onPasswordChange,
}: {
  why: string;
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
}) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {why}
      </Text>
      {[
        { label: 'Correo de gerencia', type: 'email', value: email, onChange: onEmailChange },
        { label: 'Contraseña de gerencia', type: 'password', value: password, onChange: onPasswordChange },
      ].map((field) => (
        <FormField key={field.type} label={field.label} required>
          <Input
            type={field.type}
            autoComplete="off"
            value={field.value}
            onChange={(event) => field.onChange(event.currentTarget.value)}
          />
        </FormField>
      ))}
    </>
  );
}
