import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ListTable } from '../../components/ListTable.tsx';
import { Money } from '../../components/Money.tsx';
import { formatDateTime, formatQuantity } from '../../lib/format.ts';
import type { CountVariance } from './variance.ts';
import { NumberCell } from '../../components/NumberCell.tsx';

const COLUMNS = [
  { label: 'Ingrediente' },
  { label: 'Esperado', end: true },
  { label: 'Contado', end: true },
  { label: 'Diferencia', end: true },
  { label: 'Diferencia (€)', end: true },
  { label: 'Motivo' },
];

/** 'Diferencias': the latest stock counts, expected against counted in units and in euros. */
export function VarianceView({ counts }: { counts: readonly CountVariance[] }) {
  return (
    <Box as="section" mt="8" aria-labelledby="variance-heading" data-testid="variance-view">
      <Heading as="h2" size="md" mb="3" id="variance-heading">
        Diferencias
      </Heading>
      {counts.length === 0 ? (
        <Text color="fg.muted">Aún no hay recuentos.</Text>
      ) : (
        <Stack gap="5">
          {counts.map((count) => (
            <Box key={count.id} data-testid="count-variance">
              <Text fontSize="sm" color="fg.muted" mb="1">
                Recuento del {formatDateTime(count.createdAt)} · Total:{' '}
                <Money amount={count.totalEuros} data-testid="count-variance-total" />
              </Text>
              <ListTable columns={COLUMNS} actions={false}>
                {count.rows.map((row) => (
                  <Table.Row key={row.ingredientId} data-testid="variance-row" data-name={row.name}>
                    <Table.Cell>{row.name}</Table.Cell>
                    <NumberCell>{formatQuantity(row.expected)}</NumberCell>
                    <NumberCell>{formatQuantity(row.counted)}</NumberCell>
                    <NumberCell data-testid="variance-units">
                      {formatQuantity(row.units, row.unit.toLowerCase())}
                    </NumberCell>
                    <Table.Cell textAlign="end" data-testid="variance-euros">
                      <Money amount={row.euros} />
                    </Table.Cell>
                    <Table.Cell>{row.reason}</Table.Cell>
                  </Table.Row>
                ))}
              </ListTable>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
