import { Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import type { FieldErrors } from '../../lib/form-refusal.ts';

type NameValues = { firstName: string; lastName: string };

/** What of a `useSecretForm` the name fields need: any form with a first and a last name. */
type NameForm = {
  errors: FieldErrors<NameValues>;
  field: (name: keyof NameValues) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
};

/** 'Nombre' and 'Apellidos' side by side, as both the new and the edit user dialogs ask them. */
export function NameFields({ form: { errors, field } }: { form: NameForm }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <FormField label="Nombre" error={errors.firstName}>
        <Input {...field('firstName')} autoComplete="off" />
      </FormField>
      <FormField label="Apellidos" error={errors.lastName}>
        <Input {...field('lastName')} autoComplete="off" />
      </FormField>
    </SimpleGrid>
  );
}
