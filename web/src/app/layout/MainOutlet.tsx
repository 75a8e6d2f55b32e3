import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';

/** The page's `main` landmark holding the current route, with the loading screen while its chunk loads. */
export function MainOutlet() {
  return (
    <Box as="main" flex="1" minW="0">
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
