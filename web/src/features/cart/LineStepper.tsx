import { IconButton } from '@chakra-ui/react';
import { Minus, Plus } from 'lucide-react';
import type { Dispatch, ReactNode } from 'react';
import type { CartAction } from '../../lib/cart.ts';

/**
 * A cart line's '−' and '+' (one less, one more of that line: the same dish made another way is
 * another line). `children` stands between them (the point of sale shows the quantity there).
 */
export function LineStepper({
  lineId,
  dispatch,
  lessLabel,
  moreLabel,
  children,
}: {
  lineId: string;
  dispatch: Dispatch<CartAction>;
  lessLabel: string;
  moreLabel: string;
  children?: ReactNode;
}) {
  const step = (type: 'decrease' | 'increase', label: string) => (
    <IconButton aria-label={label} size="sm" variant="outline" onClick={() => dispatch({ type, lineId })}>
      {type === 'decrease' ? <Minus /> : <Plus />}
    </IconButton>
  );
  return (
    <>
      {step('decrease', lessLabel)}
      {children}
      {step('increase', moreLabel)}
    </>
  );
}
