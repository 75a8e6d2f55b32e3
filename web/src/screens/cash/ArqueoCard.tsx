import { Box, Button, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CASH_DENOMINATIONS, type DayClose } from '@restaurantpro/schema';
import { formatEuro } from '../../lib/format.ts';
import { arqueoFigures, denominationKind, denominationLabel, emptyCount, type CountForm } from './arqueo.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="bold" fontSize="lg" className="tabular" data-testid={testId}>
        {formatEuro(value)}
      </Text>
    </Stack>
  );
}

/**
 * 'Arqueo': the count by note and coin, against the expected cash, and 'Cerrar caja'. Once the day is
 * closed it shows the stored close instead: what was counted, expected and the difference then.
 */
export function ArqueoCard({
  expected,
  close,
  onClose,
}: {
  expected: string;
  close: DayClose | null;
  onClose: (request: { counted: { cents: number; count: number }[]; expected: string }) => Promise<boolean>;
}) {
  const [form, setForm] = useState<CountForm>(emptyCount);
  const [closing, setClosing] = useState(false);
  const figures = arqueoFigures(form, expected);

  if (close) {
    return (
      <Box as="section" aria-label="Arqueo" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" size="md" mb="3">
          Arqueo
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Figure label="Contado" value={close.countedCash} testId="arqueo-counted" />
          <Figure label="Esperado" value={close.expectedCash} testId="arqueo-expected" />
          <Figure label="Diferencia" value={close.difference} testId="arqueo-difference" />
        </SimpleGrid>
      </Box>
    );
  }

  const submit = async () => {
    setClosing(true);
    await onClose({ counted: figures.counted, expected });
    setClosing(false);
  };

  return (
    <Box as="section" aria-label="Arqueo" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" mb="3">
        Arqueo
      </Heading>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3" mb="4">
        {CASH_DENOMINATIONS.map((cents) => (
          <Stack key={cents} gap="1">
            <Text fontSize="sm" aria-hidden>
              {denominationLabel(cents)}
            </Text>
            <Input
              id={`count-${cents}`}
              aria-label={`${denominationKind(cents)} de ${denominationLabel(cents)}`}
              aria-invalid={figures.invalid.includes(cents) || undefined}
              value={form[cents] ?? ''}
              onChange={(event) => setForm((now) => ({ ...now, [cents]: event.target.value }))}
              inputMode="numeric"
              placeholder="0"
            />
          </Stack>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" mb="4">
        <Figure label="Contado" value={figures.countedCash} testId="arqueo-counted" />
        <Figure label="Esperado" value={figures.expected} testId="arqueo-expected" />
        <Figure label="Diferencia" value={figures.difference} testId="arqueo-difference" />
      </SimpleGrid>
      {figures.invalid.length > 0 && (
        <Text color="fg.error" mb="2" role="alert">
          Cuenta unidades enteras
        </Text>
      )}
      <Button colorPalette="brand" onClick={() => void submit()} loading={closing} disabled={figures.invalid.length > 0}>
        Cerrar caja
      </Button>
    </Box>
  );
}
