import { Box, Button, CloseButton, Drawer, Flex, Portal, Text } from '@chakra-ui/react';
import { ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Money } from '../../components/Money.tsx';
import { TOAST_OFFSET_BOTTOM_VAR } from '../../data/toaster.ts';
import type { Cart } from '../../lib/cart.ts';

/**
 * The order on a phone or a portrait tablet: a bar along the bottom with the item count and the
 * total (the order panel's, each line at its IVA rate), which opens the full order (`children`, the
 * order panel) as a sheet from the bottom. A new order (sent or cleared) closes the sheet, back to
 * the dishes.
 */
export function OrderSheet({ cart, total, children }: { cart: Cart; total: string; children: ReactNode }) {
  // Open for one draft: once the order is sent or cleared, the next one starts collapsed.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === cart.draftId;
  const items = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  const barRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (open || !bar) return undefined;
    // Toasts rise above the bar while it shows: every tap on a dish toasts, and a toast lying on the
    // bar would take the tap meant for 'Ver pedido' (and stay while the finger rests on it). The open
    // sheet leaves room for them under its buttons instead.
    const style = document.documentElement.style;
    style.setProperty(TOAST_OFFSET_BOTTOM_VAR, `${bar.offsetHeight + 8}px`);
    return () => {
      style.removeProperty(TOAST_OFFSET_BOTTOM_VAR);
    };
  }, [open]);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpenFor(details.open ? cart.draftId : null)}
      placement="bottom"
    >
      <Flex
        ref={barRef}
        as="section"
        aria-label="Resumen del pedido"
        align="center"
        gap="3"
        px="4"
        py="2"
        borderTopWidth="1px"
        bg="bg.panel"
        shadow="md"
        flexShrink={0}
        data-testid="order-bar"
      >
        <Box flex="1" minW="0">
          <Text fontSize="sm" color="fg.muted" data-testid="order-bar-count">
            {`${items} producto${items === 1 ? '' : 's'}`}
          </Text>
          <Money
            amount={total}
            fontWeight="bold"
            fontSize="lg"
            textAlign="left"
            data-testid="order-bar-total"
          />
        </Box>
        <Drawer.Trigger asChild>
          <Button colorPalette="brand" size="lg" minH="12">
            <ChevronUp aria-hidden /> Ver pedido
          </Button>
        </Drawer.Trigger>
      </Flex>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="90dvh" data-testid="order-sheet">
            <Drawer.Body p="0" display="flex" flexDirection="column">
              {children}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Ocultar pedido" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
