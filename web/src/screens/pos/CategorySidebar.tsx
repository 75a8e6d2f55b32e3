import { Button, Stack } from '@chakra-ui/react';
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@restaurantpro/schema';

/** The category list; the active one follows the product list's scroll position. */
export function CategorySidebar({
  categories,
  active,
  onSelect,
}: {
  categories: readonly ProductCategory[];
  active: string | null;
  onSelect: (category: ProductCategory) => void;
}) {
  return (
    <Stack as="nav" aria-label="Categorías" gap="1" p="3">
      {categories.map((category) => (
        <Button
          key={category}
          justifyContent="start"
          minH="11"
          variant={active === category ? 'solid' : 'ghost'}
          colorPalette={active === category ? 'brand' : 'gray'}
          aria-current={active === category ? 'true' : undefined}
          onClick={() => onSelect(category)}
        >
          {PRODUCT_CATEGORY_LABELS[category]}
        </Button>
      ))}
    </Stack>
  );
}
