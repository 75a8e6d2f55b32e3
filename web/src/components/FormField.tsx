import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Label, control, helper text and the field's Spanish error message, wired for accessibility. */
export function FormField({
  label,
  error,
  helper,
  required = false,
  children,
}: {
  label: string;
  error?: string | undefined;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
