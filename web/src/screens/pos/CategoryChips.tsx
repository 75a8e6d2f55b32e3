import { HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { CategoryButtons, type CategoryNavProps } from './CategoryButtons.tsx';

/**
 * The category list on a phone: one row of chips that scrolls sideways above the dishes, in reach of
 * the thumb. The active chip (following the product list's scroll) is kept in view.
 */
export function CategoryChips({ categories, active, onSelect }: CategoryNavProps) {
  const rowRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !chip) return;
    // Scrolls the row only: scrollIntoView would also move the product list mid-scroll.
    row.scrollTo({ left: chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2, behavior: 'smooth' });
  }, [active]);

  return (
    <HStack
      ref={rowRef}
      as="nav"
      aria-label="Categorías"
      gap="2"
      px="4"
      py="2"
      overflowX="auto"
      flexShrink={0}
      borderBottomWidth="1px"
      scrollbarWidth="none"
      data-testid="category-chips"
    >
      <CategoryButtons
        categories={categories}
        active={active}
        onSelect={onSelect}
        idle="outline"
        size="sm"
        minH="10"
        rounded="full"
        flexShrink={0}
      />
    </HStack>
  );
}
