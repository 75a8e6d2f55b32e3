import { Badge, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Pencil, Trash2 } from 'lucide-react';
import { PRODUCT_CATEGORY_LABELS, type Product } from '@restaurantpro/schema';
import { ActionIconButton } from '../../components/ActionIconButton.tsx';
import { Money } from '../../components/Money.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';

/**
 * One product of the catalogue: image or placeholder, availability, name, category, description,
 * price, preparation time and cost. Edit and delete only for roles that may change the catalogue.
 */
export function ProductCard({
  product,
  onEdit,
  onDelete,
}: {
  product: Product;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <Card.Root overflow="hidden" data-testid="catalogue-product" data-product={product.name}>
      <ProductImage src={product.imageUrl} name={product.name} height="40" iconSize={36} />
      <Card.Body gap="2" p="4">
        <Flex justify="space-between" align="start" gap="2">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" lineClamp={2}>
              {product.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {PRODUCT_CATEGORY_LABELS[product.category]}
            </Text>
          </Stack>
          {product.isActive ? (
            <Badge colorPalette={product.isAvailable ? 'green' : 'gray'} flexShrink={0}>
              {product.isAvailable ? 'Disponible' : 'No disponible'}
            </Badge>
          ) : (
            <Badge colorPalette="orange" flexShrink={0} data-testid="product-inactive">
              Inactivo
            </Badge>
          )}
        </Flex>
        {product.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {product.description}
          </Text>
        )}
        <Flex justify="space-between" align="center" mt="auto" pt="1">
          <Money amount={product.price} fontWeight="bold" fontSize="lg" data-testid="product-price" />
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <Clock size={14} aria-hidden />
            <Text>{`${product.preparationTime} min`}</Text>
          </HStack>
        </Flex>
        <Flex justify="space-between" fontSize="sm" color="fg.muted">
          <Text>Coste</Text>
          <Money amount={product.cost} data-testid="product-cost" />
        </Flex>
      </Card.Body>
      {onEdit && (
        <Card.Footer p="4" pt="0">
          <HStack w="full" gap="2">
            <Button
              variant="outline"
              flex="1"
              minH="11"
              onClick={onEdit}
              aria-label={`Editar ${product.name}`}
            >
              <Pencil /> Editar
            </Button>
            {onDelete && (
              <ActionIconButton
                label={`Eliminar ${product.name}`}
                icon={<Trash2 />}
                variant="outline"
                palette="red"
                onClick={onDelete}
              />
            )}
          </HStack>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
