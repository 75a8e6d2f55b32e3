import { Flex, Text } from '@chakra-ui/react';
import { Money } from './Money.tsx';

/** "62,5 %": one decimal as spec §9 rounds it. */
function formatPercent(value: number): string {
  return `${value.toLocaleString('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}

/**
 * A dish's cost per portion, sale price and margin (spec §9), as the kitchen sheet and the recipes
 * screen show them; a negative margin (selling below cost) reads in the error colour.
 */
export function CostSummary({
  costPerPortion,
  price,
  margin,
  testIdPrefix = '',
}: {
  costPerPortion: string;
  price: string;
  margin: number;
  /** Prefix of the figures' test ids ("recipe-" → "recipe-cost-per-portion", "recipe-margin"). */
  testIdPrefix?: string;
}) {
  return (
    <>
      <Flex justify="space-between">
        <Text>Coste por ración</Text>
        <Money amount={costPerPortion} data-testid={`${testIdPrefix}cost-per-portion`} />
      </Flex>
      <Flex justify="space-between">
        <Text>Precio de venta</Text>
        <Money amount={price} />
      </Flex>
      <Flex justify="space-between" fontWeight="bold">
        <Text>Margen</Text>
        <Text
          className="tabular"
          data-testid={`${testIdPrefix}margin`}
          color={margin < 0 ? 'fg.error' : undefined}
        >
          {formatPercent(margin)}
        </Text>
      </Flex>
    </>
  );
}
