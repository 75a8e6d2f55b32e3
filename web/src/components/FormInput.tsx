import { Input, type InputProps } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField.tsx';

/** A react-hook-form input's registration and its Spanish error (useDocForm's `field(name)`). */
export interface RegisteredField {
  input: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * A labelled text input of a dialog's form: FormField around an Input bound to `field`; any other
 * prop (type, inputMode, placeholder...) goes to the input.
 */
export function FormInput({
  field: { input, error },
  label,
  required = false,
  helper,
  ...props
}: { field: RegisteredField; label: string; required?: boolean; helper?: string | undefined } & Omit<
  InputProps,
  'name' | 'onChange' | 'onBlur'
>) {
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      <Input {...input} {...props} />
    </FormField>
  );
}
