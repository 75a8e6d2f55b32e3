import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { type Bill, toCents } from '@restaurantpro/schema';
import { Money } from '../../components/Money.tsx';

/**
 * The pre-bill: each charged line with its discount note, check-wide discounts, base and IVA per
 * rate (prices are IVA-exclusive), the total, and what is paid and due. 'Pagada' once covered; an
 * overpayment stays visible (two devices paid at once).
 */
export function BillSummary({ bill }: { bill: Bill }) {
  const paid = toCents(bill.paid);
  return (
    <Stack gap="1" data-testid="bill" data-total={bill.total} data-due={bill.due} data-paid={bill.isPaid || undefined}>
      {bill.lines.map((line) => (
        <Flex key={`${line.orderId}/${line.lineId}`} gap="2" fontSize="sm" data-testid="bill-line">
          <Stack gap="0" flex="1" minW="0">
            <Text>{`${line.quantity} × ${line.name}`}</Text>
            {line.note && <Text color="fg.muted">{line.note}</Text>}
          </Stack>
          <Text color="fg.muted">{`${line.ivaRate} %`}</Text>
          <Money amount={line.amount} />
        </Flex>
      ))}
      {bill.adjustments.map((adjustment) => (
        <Flex key={adjustment.adjustmentId} justify="space-between" fontSize="sm" data-testid="bill-adjustment">
          <Text>{adjustment.label}</Text>
          <Money amount={`-${adjustment.amount}`} />
        </Flex>
      ))}
      <Flex justify="space-between">
        <Text>Subtotal</Text>
        <Money amount={bill.subtotal} data-testid="check-subtotal" />
      </Flex>
      {bill.taxes.map((tax) => (
        <Flex key={tax.rate} justify="space-between" fontSize="sm" data-testid="bill-tax" data-rate={tax.rate}>
          <Text>{`IVA ${tax.rate} % sobre `}<Money amount={tax.base} /></Text>
          <Money amount={tax.amount} />
        </Flex>
      ))}
      <Flex justify="space-between" fontWeight="bold" fontSize="lg">
        <Text>Total</Text>
        <Money amount={bill.total} data-testid="check-total" />
      </Flex>
      {paid > 0 && (
        <Flex justify="space-between">
          <Text>Cobrado</Text>
          <Money amount={bill.paid} data-testid="bill-paid" />
        </Flex>
      )}
      {toCents(bill.tips) > 0 && (
        <Flex justify="space-between" fontSize="sm" color="fg.muted">
          <Text>Propinas</Text>
          <Money amount={bill.tips} data-testid="bill-tips" />
        </Flex>
      )}
      {bill.isPaid ? (
        <Badge colorPalette="green" alignSelf="start" size="lg" data-testid="bill-paid-badge">
          Pagada
        </Badge>
      ) : (
        paid > 0 && (
          <Flex justify="space-between" fontWeight="semibold">
            <Text>Pendiente</Text>
            <Money amount={bill.due} data-testid="bill-due" />
          </Flex>
        )
      )}
      {toCents(bill.overpaid) > 0 && (
        <Text color="fg.warning" fontWeight="semibold" data-testid="bill-overpaid">
          Cobrado de más: <Money amount={bill.overpaid} />
        </Text>
      )}
      {toCents(bill.refunded) > 0 && (
        <Flex justify="space-between" fontSize="sm">
          <Text>Devuelto</Text>
          <Money amount={bill.refunded} data-testid="bill-refunded" />
        </Flex>
      )}
    </Stack>
  );
}
