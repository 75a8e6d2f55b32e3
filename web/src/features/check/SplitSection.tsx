import { Button, Checkbox, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type Bill, type LineRef } from '@restaurantpro/schema';
import type { SplitPlan } from '../../lib/payment-form.ts';
import { FormField } from '../../components/FormField.tsx';
import { Money } from '../../components/Money.tsx';

const SPLIT_CHOICES: ReadonlyArray<{ kind: SplitPlan['kind']; label: string }> = [
  { kind: 'equal', label: 'Partes iguales' },
  { kind: 'lines', label: 'Por líneas' },
  { kind: 'amounts', label: 'Importes' },
];

/** The form state behind a plan: kept for every kind, so switching back loses nothing typed. */
export interface SplitInputs {
  kind: SplitPlan['kind'];
  parts: string;
  lines: LineRef[];
  amounts: string[];
}

export const EMPTY_SPLIT: SplitInputs = { kind: 'equal', parts: '2', lines: [], amounts: ['', ''] };

export function planOf(inputs: SplitInputs): SplitPlan {
  if (inputs.kind === 'equal') return { kind: 'equal', parts: Number(inputs.parts) };
  if (inputs.kind === 'lines') return { kind: 'lines', lines: inputs.lines };
  return { kind: 'amounts', amounts: inputs.amounts };
}

const sameLine = (a: LineRef, b: LineRef) => a.orderId === b.orderId && a.lineId === b.lineId;

/**
 * 'Dividir': equal parts, the lines this part pays, or amounts typed by hand. What the plan makes
 * (or why it cannot: amounts that do not add up) is the dialog's to show.
 */
export function SplitSection({
  bill,
  inputs,
  onChange,
}: {
  bill: Bill;
  inputs: SplitInputs;
  onChange: (inputs: SplitInputs) => void;
}) {
  return (
    <Stack gap="3" data-testid="split">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Cómo dividir">
        {SPLIT_CHOICES.map((choice) => (
          <Button
            key={choice.kind}
            size="sm"
            variant={inputs.kind === choice.kind ? 'solid' : 'outline'}
            aria-pressed={inputs.kind === choice.kind}
            onClick={() => onChange({ ...inputs, kind: choice.kind })}
          >
            {choice.label}
          </Button>
        ))}
      </HStack>
      {inputs.kind === 'equal' && (
        <FormField label="Número de partes">
          <Input inputMode="numeric" value={inputs.parts} onChange={(event) => onChange({ ...inputs, parts: event.currentTarget.value })} />
        </FormField>
      )}
      {inputs.kind === 'lines' && (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Marca las líneas que paga esta parte:
          </Text>
          {bill.lines.map((line) => {
            const ref = { orderId: line.orderId, lineId: line.lineId };
            const checked = inputs.lines.some((chosen) => sameLine(chosen, ref));
            return (
              <Checkbox.Root
                key={`${line.orderId}/${line.lineId}`}
                checked={checked}
                onCheckedChange={(details) =>
                  onChange({
                    ...inputs,
                    lines: details.checked === true ? [...inputs.lines, ref] : inputs.lines.filter((chosen) => !sameLine(chosen, ref)),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Flex gap="2">
                    <Text>{`${line.quantity} × ${line.name}`}</Text>
                    <Money amount={line.amount} />
                  </Flex>
                </Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      )}
      {inputs.kind === 'amounts' && (
        <Stack gap="2">
          {inputs.amounts.map((amount, index) => (
            <FormField key={index} label={`Parte ${index + 1}`}>
              <Input
                inputMode="decimal"
                value={amount}
                onChange={(event) => {
                  const amounts = [...inputs.amounts];
                  amounts[index] = event.currentTarget.value;
                  onChange({ ...inputs, amounts });
                }}
              />
            </FormField>
          ))}
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange({ ...inputs, amounts: [...inputs.amounts, ''] })}>
            Añadir parte
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
