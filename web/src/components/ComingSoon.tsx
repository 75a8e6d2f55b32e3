import { Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The spec's 'Módulo en Desarrollo' placeholder (suppliers, reports). */
export function ComingSoon({ icon, description }: { icon: ReactNode; description: string }) {
  return (
    <Center py="12" px="4">
      <Card.Root maxW="lg" w="full" textAlign="center">
        <Card.Body>
          <Stack align="center" gap="3">
            {icon}
            <Heading size="lg">Módulo en Desarrollo</Heading>
            <Text color="fg.muted">{description}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
