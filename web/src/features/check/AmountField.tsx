import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';

/**
 * A labelled amount or percentage as the person types it ('12,50'): kept as text by the dialog,
 * which reads it with the money rules when it is sent. The phone shows its number keyboard.
 */
export function AmountField({
  label,
  value,
  onChange,
  whole = false,
  required = false,
  helper,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (typed: string) => void;
  /** Whole numbers only (a percentage): no decimal key. */
  whole?: boolean;
  required?: boolean;
  helper?: string;
  placeholder?: string;
}) {
  return (
    <FormField label={label} required={required} helper={helper}>
      <Input
        inputMode={whole ? 'numeric' : 'decimal'}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
      />
    </FormField>
  );
}
