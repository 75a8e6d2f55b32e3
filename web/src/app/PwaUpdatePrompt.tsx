import { Button, HStack, Text } from '@chakra-ui/react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Offers a new version when the service worker has one; never reloads by itself, so nobody loses an
 * order being typed. The app shell keeps working offline from the precache meanwhile.
 */
export function PwaUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error: unknown) => console.error('service worker registration failed', error),
  });
  if (!needRefresh) return null;
  return (
    <HStack
      role="status"
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      bg="bg.panel"
      borderWidth="1px"
      shadow="lg"
      borderRadius="lg"
      px="4"
      py="2"
      gap="3"
      zIndex="toast"
    >
      <Text>Nueva versión disponible</Text>
      <Button size="sm" minH="11" variant="ghost" onClick={() => setNeedRefresh(false)}>
        Más tarde
      </Button>
      <Button size="sm" minH="11" colorPalette="brand" onClick={() => void updateServiceWorker(true)}>
        Actualizar
      </Button>
    </HStack>
  );
}
