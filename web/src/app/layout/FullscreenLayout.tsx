import { Box, Flex, Theme } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { SyncIndicator } from '../../components/SyncIndicator.tsx';

/**
 * Task screens (POS, kitchen, staff) use the whole viewport and bring their own header with a close
 * button; the sync indicator floats in the bottom-left corner (clear of their headers and of the toasts) so it is visible on every screen.
 */
export default function FullscreenLayout({ appearance }: { appearance?: 'light' | 'dark' }) {
  const content = (
    <Flex direction="column" minH="100dvh" position="relative">
      <Box position="fixed" bottom="2" left="2" zIndex="sticky">
        <SyncIndicator />
      </Box>
      <Box as="main" flex="1" minW="0">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
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
