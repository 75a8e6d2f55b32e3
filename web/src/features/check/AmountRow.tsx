import { Flex, Text, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Money } from '../../components/Money.tsx';

/**
 * One line of a bill's or an order's sums: its label on the left, the amount on the right (under
 * `testId`, which the screens' tests read). `total` sets the line in bold, larger; other style props
 * (a smaller or muted line, a row's test id) go to the row.
 */
export function AmountRow({
  label,
  amount,
  testId,
  total = false,
  ...row
}: {
  label: ReactNode;
  amount: string;
  testId?: string;
  total?: boolean;
} & FlexProps) {
  return (
    <Flex justify="space-between" {...(total ? { fontWeight: 'bold', fontSize: 'lg' } : {})} {...row}>
      <Text>{label}</Text>
      <Money amount={amount} {...(testId ? { 'data-testid': testId } : {})} />
    </Flex>
  );
}
