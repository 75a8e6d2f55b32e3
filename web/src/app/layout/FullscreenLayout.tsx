import { Flex, HStack, Stack, Theme } from '@chakra-ui/react';
import { useMatches } from 'react-router-dom';
import { MainOutlet } from './MainOutlet.tsx';
import { FiscalPendingBadge } from '../../components/FiscalPendingBadge.tsx';
import { SiteOutageBanner } from '../../components/SiteOutageBanner.tsx';
import { SyncIndicator } from '../../components/SyncIndicator.tsx';
import { TerminalBadge } from '../../components/TerminalBadge.tsx';
import type { RouteHandle } from '../route-handle.ts';

/**
 * Task screens (POS, kitchen, staff) use the whole viewport and bring their own header with a close
 * button; the sync indicator (and on a shared terminal, who acts and 'Bloquear') floats in the bottom-left corner (clear of their headers and of the toasts) so it is visible on every screen,
 * unless the route's handle asks for it in the screen's header on narrow screens (`syncIndicatorInHeader`).
 * Above it float the unsent billing records and, for managers, the site's cloud outage.
 */
export default function FullscreenLayout({ appearance }: { appearance?: 'light' | 'dark' }) {
  const inHeader = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.syncIndicatorInHeader,
  );
  const content = (
    <Flex direction="column" minH="100dvh" position="relative">
      <HStack
        position="fixed"
        bottom="2"
        left="2"
        zIndex="sticky"
        gap="2"
        hideBelow={inHeader ? 'lg' : undefined}
      >
        <SyncIndicator />
        <TerminalBadge />
      </HStack>
      {/* Above the sync status, and transparent to taps: they float over the page's own controls. A
          bar at the top would push the POS (one viewport high) and the kitchen's columns down. */}
      <Stack
        position="fixed"
        bottom="16"
        left="2"
        zIndex="sticky"
        gap="2"
        align="start"
        pointerEvents="none"
        hideBelow={inHeader ? 'lg' : undefined}
      >
        <SiteOutageBanner floating />
        <FiscalPendingBadge compact />
      </Stack>
      <MainOutlet />
    </Flex>
  );
  return appearance ? (
    <Theme appearance={appearance} hasBackground minH="100dvh" colorPalette="brand">
      {content}
    </Theme>
  ) : (
    content
  );
}
