import { Stack } from '@chakra-ui/react';
import { CategoryButtons, type CategoryNavProps } from './CategoryButtons.tsx';

/** The category list; the active one follows the product list's scroll position. */
export function CategorySidebar(props: CategoryNavProps) {
  return (
    <Stack as="nav" aria-label="Categorías" gap="1" p="3">
      <CategoryButtons {...props} idle="ghost" justifyContent="start" minH="11" />
    </Stack>
  );
}
