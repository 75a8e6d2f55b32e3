import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One section of 'Mi cuenta': a titled card, labelled by its title for screen readers and tests. */
export function SectionCard({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const headingId = `account-${id}-title`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={`account-section-${id}`}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
