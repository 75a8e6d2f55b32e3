import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { type Bill, toCents } from '@restaurantpro/schema';
import { Money } from '../../components/Money.tsx';
import { AmountRow } from './AmountRow.tsx';

/**
 * The pre-bill: each charged line with its discount note, check-wide discounts, base and IVA per
 * rate (prices are IVA-exclusive), the total, and what is paid and due. 'Pagada' once covered; an
 * overpayment stays visible (two devices paid at once).
 */
export function BillSummary({ bill }: { bill: Bill }) {
  const paid = toCents(bill.paid);
  return (
    <Stack
      gap="1"
      data-testid="bill"
      data-total={bill.total}
      data-due={bill.due}
      data-paid={bill.isPaid || undefined}
    >
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
        <AmountRow
          key={adjustment.adjustmentId}
          label={adjustment.label}
          amount={`-${adjustment.amount}`}
          fontSize="sm"
          data-testid="bill-adjustment"
        />
      ))}
      <AmountRow label="Subtotal" amount={bill.subtotal} testId="check-subtotal" />
      {bill.taxes.map((tax) => (
        <Flex
          key={tax.rate}
          justify="space-between"
          fontSize="sm"
          data-testid="bill-tax"
          data-rate={tax.rate}
        >
          <Text>
            {`IVA ${tax.rate} % sobre `}
            <Money amount={tax.base} />
          </Text>
          <Money amount={tax.amount} />
        </Flex>
      ))}
      <AmountRow label="Total" amount={bill.total} testId="check-total" total />
      {paid > 0 && <AmountRow label="Cobrado" amount={bill.paid} testId="bill-paid" />}
      {toCents(bill.tips) > 0 && (
        <AmountRow label="Propinas" amount={bill.tips} testId="bill-tips" fontSize="sm" color="fg.muted" />
      )}
      {bill.isPaid ? (
        <Badge colorPalette="green" alignSelf="start" size="lg" data-testid="bill-paid-badge">
          Pagada
        </Badge>
      ) : (
        paid > 0 && <AmountRow label="Pendiente" amount={bill.due} testId="bill-due" fontWeight="semibold" />
      )}
      {toCents(bill.overpaid) > 0 && (
        <Text color="fg.warning" fontWeight="semibold" data-testid="bill-overpaid">
          Cobrado de más: <Money amount={bill.overpaid} />
        </Text>
      )}
      {toCents(bill.refunded) > 0 && (
        <AmountRow label="Devuelto" amount={bill.refunded} testId="bill-refunded" fontSize="sm" />
      )}
    </Stack>
  );
}
