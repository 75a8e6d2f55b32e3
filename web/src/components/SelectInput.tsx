import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select (the phone's own picker) with its options; takes react-hook-form's `register`
 * props (name, ref, onChange, onBlur) like an input does.
 */
export function SelectInput({
  options,
  ...field
}: { options: readonly SelectOption[] } & Omit<ComponentProps<typeof NativeSelect.Field>, 'children'>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
