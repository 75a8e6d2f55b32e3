import { Switch } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A form's on/off field ('Activo', 'Disponible'): a switch bound to `name`, on unless the form says
 * otherwise, as every catalogue and back-office dialog shows one.
 */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={(field.value as boolean | undefined) ?? true}
          onCheckedChange={(details) => field.onChange(details.checked)}
          colorPalette="brand"
          minH="11"
        >
          <Switch.HiddenInput onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}
