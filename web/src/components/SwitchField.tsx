import { Switch } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './FormField.tsx';

/**
 * A form's on/off field ('Activo', 'Disponible'): a switch bound to `name`, on unless the form says
 * otherwise, as every catalogue and back-office dialog shows one. With a `heading` the switch sits
 * in a labelled field with its helper text ('Estado': what switching it off means).
 */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  heading,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  heading?: { label: string; helper: string };
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const toggle = (
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
        );
        if (!heading) return toggle;
        return (
          <FormField label={heading.label} helper={heading.helper}>
            {toggle}
          </FormField>
        );
      }}
    />
  );
}
