import { Card, Flex, IconButton, Text } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import { AllergenBadge } from '../../components/AllergenBadge.tsx';
import { Money } from '../../components/Money.tsx';
import type { StaffProduct } from './useStaffData.ts';

/** A dish with its price, allergens, optional description and −/+ (minus disabled at 0, spec §5). */
export function StaffProductCard({
  product,
  quantity,
  onAdd,
  onRemoveOne,
}: {
  product: StaffProduct;
  quantity: number;
  onAdd: () => void;
  onRemoveOne: () => void;
}) {
  return (
    <Card.Root data-testid="staff-product" data-product={product.name} size="sm">
      <Card.Body gap="2">
        <Flex justify="space-between" gap="3" align="start">
          <Text fontWeight="semibold">{product.name}</Text>
          <Money amount={product.price} fontWeight="bold" />
        </Flex>
        <AllergenBadge allergens={product.allergens} />
        {product.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {product.description}
          </Text>
        )}
        <Flex justify="flex-end" align="center" gap="3">
          <IconButton
            aria-label={`Quitar uno de ${product.name}`}
            variant="outline"
            rounded="full"
            size="lg"
            disabled={quantity === 0}
            onClick={onRemoveOne}
          >
            <Minus />
          </IconButton>
          <Text
            className="tabular"
            minW="6"
            textAlign="center"
            fontWeight="bold"
            aria-label={`Cantidad de ${product.name}`}
          >
            {quantity}
          </Text>
          <IconButton
            aria-label={`Añadir ${product.name}`}
            colorPalette="brand"
            rounded="full"
            size="lg"
            onClick={onAdd}
          >
            <Plus />
          </IconButton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
