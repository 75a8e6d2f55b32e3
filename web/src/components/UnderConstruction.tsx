import { Badge, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';

/** Marks a screen whose real content is still being built. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <Center minH="50vh" px="4">
      <Stack align="center" gap="3" textAlign="center" data-testid="under-construction">
        <Construction size={48} aria-hidden />
        <Heading size="xl">{title}</Heading>
        <Badge colorPalette="orange" size="lg">
          En construcción
        </Badge>
        <Text color="fg.muted">Esta pantalla estará disponible pronto.</Text>
      </Stack>
    </Center>
  );
}
