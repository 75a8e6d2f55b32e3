import { useCallback, useState, type ReactNode } from 'react';
import type { Product } from '@restaurantpro/schema';
import type { LineChoice } from '../../lib/cart-lines.ts';
import { needsPicker } from '../../lib/modifier-picker.ts';
import { ModifierPicker } from './ModifierPicker.tsx';

export interface ModifierPickerControl {
  /** Adds the product at once, or first asks for its modifiers when it has groups. */
  choose: (product: Product) => void;
  /** The open picker, to render anywhere on the screen (it portals itself); null when closed. */
  picker: ReactNode;
}

/**
 * The point of sale's and the staff screen's way of adding a dish: products with modifier groups
 * open the picker, the rest go straight in. `onAdd` should be stable: `choose` is stable while it is.
 */
export function useModifierPicker(
  onAdd: (product: Product, choice: LineChoice) => void,
): ModifierPickerControl {
  const [picking, setPicking] = useState<Product | null>(null);
  const choose = useCallback(
    (product: Product) => {
      if (needsPicker(product)) setPicking(product);
      else onAdd(product, {});
    },
    [onAdd],
  );
  const picker = picking ? (
    <ModifierPicker
      key={picking._id}
      product={picking}
      onClose={() => setPicking(null)}
      onAdd={(choice) => {
        setPicking(null);
        onAdd(picking, choice);
      }}
    />
  ) : null;
  return { choose, picker };
}
