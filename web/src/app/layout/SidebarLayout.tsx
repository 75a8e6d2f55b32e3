import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Portal } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { MainOutlet } from './MainOutlet.tsx';
import { FiscalPendingBadge } from '../../components/FiscalPendingBadge.tsx';
import { SiteOutageBanner } from '../../components/SiteOutageBanner.tsx';
import { SyncIndicator } from '../../components/SyncIndicator.tsx';
import { TerminalBadge } from '../../components/TerminalBadge.tsx';
import { Sidebar } from './Sidebar.tsx';

/**
 * Main screens: a fixed sidebar on wide screens, a drawer behind a menu button on phones and
 * portrait tablets; a header with the product title, the sync indicator and, on a shared terminal,
 * who acts and 'Bloquear', on top of the content; under it, for managers, the site's cloud outage.
 */
export default function SidebarLayout() {
  const [open, setOpen] = useState(false);
  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        w="64"
        flexShrink={0}
        borderEndWidth="1px"
        bg="bg.panel"
        hideBelow="lg"
        position="sticky"
        top="0"
        h="100dvh"
      >
        <Sidebar />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          gap="2"
          px={{ base: '2', md: '4' }}
          h="14"
          borderBottomWidth="1px"
          bg="bg.panel"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton variant="ghost" aria-label="Abrir menú" hideFrom="lg" size="lg">
                <Menu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="72">
                  <Sidebar onNavigate={() => setOpen(false)} />
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Cerrar menú" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Heading size="md" flex="1" truncate>
            RestaurantPro
          </Heading>
          <TerminalBadge />
          <SyncIndicator />
          <FiscalPendingBadge />
        </Flex>
        <SiteOutageBanner />
        <MainOutlet />
      </Flex>
    </Flex>
  );
}
