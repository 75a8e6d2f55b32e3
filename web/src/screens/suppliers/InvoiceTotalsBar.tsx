import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Money } from '../../components/Money.tsx';
import type { InvoiceTotals } from './invoice-list.ts';

function Figure({ label, amount, testId }: { label: string; amount: string; testId: string }) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="md" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Money amount={amount} fontWeight="semibold" data-testid={testId} />
    </Stack>
  );
}

/** The totals of the invoices shown: all of them, and what is pending, overdue and paid. */
export function InvoiceTotalsBar({ totals }: { totals: InvoiceTotals }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mt="4" data-testid="invoice-totals">
      <Figure label={`Total (${totals.count} facturas)`} amount={totals.total} testId="invoice-total" />
      <Figure label="Pendiente" amount={totals.pending} testId="invoice-total-pending" />
      <Figure label="Vencida" amount={totals.overdue} testId="invoice-total-overdue" />
      <Figure label="Pagada" amount={totals.paid} testId="invoice-total-paid" />
    </SimpleGrid>
  );
}
