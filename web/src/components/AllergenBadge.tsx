import { Badge, type BadgeProps } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { allergenText } from '../lib/order-lines.ts';

/**
 * 'Alérgenos: gluten, huevo' as a warning badge on a dish wherever it is sold or cooked; nothing for
 * a product that declares none.
 */
export function AllergenBadge({
  allergens,
  ...props
}: { allergens: string | undefined } & Omit<BadgeProps, 'children'>) {
  const text = allergenText(allergens);
  if (text === null) return null;
  return (
    <Badge
      colorPalette="orange"
      variant="subtle"
      whiteSpace="normal"
      alignSelf="flex-start"
      data-testid="allergens"
      {...props}
    >
      <TriangleAlert size={14} aria-hidden />
      {text}
    </Badge>
  );
}
