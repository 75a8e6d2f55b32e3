import { Button, type ButtonProps } from '@chakra-ui/react';
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@restaurantpro/schema';

/** What the point of sale's category lists (the sidebar, the phone's chips) are given. */
export interface CategoryNavProps {
  categories: readonly ProductCategory[];
  /** The category the product list is scrolled to. */
  active: string | null;
  onSelect: (category: ProductCategory) => void;
}

/**
 * One button per category: the active one solid in the brand colour and marked `aria-current`,
 * the others in the list's `idle` variant. `style` sizes and places the buttons.
 */
export function CategoryButtons({
  categories,
  active,
  onSelect,
  idle,
  ...style
}: CategoryNavProps & { idle: 'ghost' | 'outline' } & Omit<ButtonProps, 'onSelect'>) {
  return categories.map((category) => (
    <Button
      key={category}
      {...style}
      variant={active === category ? 'solid' : idle}
      colorPalette={active === category ? 'brand' : 'gray'}
      aria-current={active === category ? 'true' : undefined}
      onClick={() => onSelect(category)}
    >
      {PRODUCT_CATEGORY_LABELS[category]}
    </Button>
  ));
}
