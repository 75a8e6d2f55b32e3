import { Stack, Text } from '@chakra-ui/react';
import { Money } from './Money.tsx';

/** A dish's name over its price, the name cut short with an ellipsis when the row is narrow. */
export function NameAndPrice({
  name,
  price,
  align = 'start',
}: {
  name: string;
  price: string | number;
  align?: 'start' | 'left';
}) {
  return (
    <Stack gap="0" flex="1" minW="0">
      <Text fontWeight="medium" truncate>
        {name}
      </Text>
      <Money amount={price} fontSize="sm" color="fg.muted" textAlign={align} />
    </Stack>
  );
}
