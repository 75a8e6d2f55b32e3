import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { REPORT_PRESETS, rangeProblem, type ReportPreset } from '@restaurantpro/schema';
import { useState, type FormEvent } from 'react';
import type { DateRange } from '../../data/reports.ts';

/**
 * The report's period: a button per preset (Hoy … Este trimestre) and 'Personalizado', which opens
 * two dates and 'Aplicar'. A custom period is applied only when schema's rangeProblem finds none
 * (both dates, from ≤ to, at most a year); its reason shows under the dates otherwise.
 */
export function RangePicker({
  preset,
  range,
  onPreset,
  onCustom,
}: {
  preset: ReportPreset;
  range: DateRange;
  onPreset: (preset: Exclude<ReportPreset, 'custom'>) => void;
  onCustom: (range: DateRange) => void;
}) {
  const [editing, setEditing] = useState(preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (found === null) onCustom({ from, to });
  };

  return (
    <Stack gap="3" data-print-hide="" data-testid="range-picker">
      <Flex gap="2" wrap="wrap" role="group" aria-label="Periodo">
        {REPORT_PRESETS.map((option) => {
          const active =
            option.id === 'custom' ? editing || preset === 'custom' : !editing && preset === option.id;
          return (
            <Button
              key={option.id}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active}
              data-testid={`range-preset-${option.id}`}
              onClick={() => {
                if (option.id === 'custom') {
                  setFrom(range.from);
                  setTo(range.to);
                  setProblem(null);
                  setEditing(true);
                } else {
                  setEditing(false);
                  onPreset(option.id);
                }
              }}
            >
              {option.label}
            </Button>
          );
        })}
      </Flex>
      {editing && (
        <form onSubmit={apply} noValidate aria-label="Periodo personalizado">
          <Flex gap="3" align="end" wrap="wrap">
            <DateField
              label="Desde"
              value={from}
              onChange={setFrom}
              invalid={problem !== null}
              testId="range-from"
            />
            <DateField
              label="Hasta"
              value={to}
              onChange={setTo}
              invalid={problem !== null}
              testId="range-to"
            />
            <Button type="submit" colorPalette="brand" data-testid="range-apply">
              Aplicar
            </Button>
          </Flex>
          {problem && (
            <Text role="alert" color="fg.error" textStyle="sm" mt="2" data-testid="range-problem">
              {problem}
            </Text>
          )}
        </form>
      )}
    </Stack>
  );
}

/** One end of the custom period: a labelled date input, marked invalid while the period has a problem. */
function DateField({
  label,
  value,
  onChange,
  invalid,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  testId: string;
}) {
  return (
    <Field.Root w="auto" invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </Field.Root>
  );
}
