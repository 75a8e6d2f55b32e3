import { Text, type TextProps } from '@chakra-ui/react';
import { formatEuro } from '../lib/format.ts';

/** An amount in euros, right-aligned with tabular figures so columns of money line up. */
export function Money({ amount, ...props }: { amount: string | number | null | undefined } & Omit<TextProps, 'children'>) {
  return (
    <Text as="span" className="tabular" textAlign="end" whiteSpace="nowrap" {...props}>
      {formatEuro(amount)}
    </Text>
  );
}
