import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster } from './AppToaster.tsx';
import { router } from './routes.tsx';
import { system } from './theme.ts';
import { useSystemColorMode } from './useSystemColorMode.ts';
import { PwaUpdatePrompt } from './PwaUpdatePrompt.tsx';

export function App() {
  useSystemColorMode();
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
      <PwaUpdatePrompt />
    </ChakraProvider>
  );
}
