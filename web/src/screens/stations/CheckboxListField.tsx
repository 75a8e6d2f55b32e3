import { Box, Checkbox, CheckboxGroup, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { RoutingOption } from './station-form.ts';

/**
 * A form's list of picks (the categories or the single products a station takes): a fieldset named
 * by `legend` holding one checkbox per option, bound to the string array at `name`. A long list
 * scrolls inside the dialog rather than pushing its buttons away.
 */
export function CheckboxListField<T extends FieldValues>({
  control,
  name,
  legend,
  helper,
  options,
  empty,
  scroll = false,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  legend: string;
  helper: string;
  options: readonly RoutingOption[];
  /** Shown instead of the list when there is nothing to pick. */
  empty?: string;
  scroll?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Fieldset.Root invalid={fieldState.error !== undefined}>
          <Fieldset.Legend>{legend}</Fieldset.Legend>
          <Fieldset.HelperText>{helper}</Fieldset.HelperText>
          {options.length === 0 ? (
            empty && <Text color="fg.muted">{empty}</Text>
          ) : (
            <Box
              {...(scroll
                ? { maxH: '60', overflowY: 'auto', borderWidth: '1px', rounded: 'md', p: '2' }
                : {})}
            >
              <CheckboxGroup
                value={(field.value as string[] | undefined) ?? []}
                onValueChange={field.onChange}
                name={field.name}
              >
                <SimpleGrid columns={{ base: 1, sm: scroll ? 1 : 2 }} gap="1">
                  {options.map((option) => (
                    <Checkbox.Root key={option.value} value={option.value} minH="10" colorPalette="brand">
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {option.label}
                        {option.detail && (
                          <Text as="span" color="fg.muted" fontWeight="normal">
                            {` · ${option.detail}`}
                          </Text>
                        )}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </CheckboxGroup>
            </Box>
          )}
          {fieldState.error?.message && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
        </Fieldset.Root>
      )}
    />
  );
}
