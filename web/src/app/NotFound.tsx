import { Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { AlertCircle, ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** Any unknown path (spec §2), signed in or not. */
export function NotFound() {
  const navigate = useNavigate();
  useDocumentTitle('Página no encontrada', false);
  return (
    <Center minH="100vh" px="4" bg="bg.subtle">
      <Card.Root maxW="md" w="full">
        <Card.Body>
          <Stack gap="4" align="center" textAlign="center">
            <AlertCircle size={48} aria-hidden color="var(--chakra-colors-red-500)" />
            <Heading as="h1" size="2xl">
              404 - Página No Encontrada
            </Heading>
            <Text color="fg.muted">La página que buscas no existe o ha sido movida.</Text>
            <Button onClick={() => void navigate(-1)} colorPalette="brand" minH="11">
              <ArrowLeft aria-hidden /> Volver Atrás
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
