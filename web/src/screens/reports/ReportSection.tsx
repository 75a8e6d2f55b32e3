import { Box, Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One block of the report (a chart or a table): its title, an optional line saying how to read it,
 * its actions (hidden on paper) and its content. Never split across two printed pages.
 */
export function ReportSection({
  title,
  description,
  testId,
  actions,
  empty,
  children,
}: {
  title: string;
  description?: ReactNode;
  testId: string;
  actions?: ReactNode;
  /** What to say instead of the content when the range has nothing to show. */
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <Card.Root data-testid={testId} className="report-section" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title as="h2">{title}</Card.Title>
            {description && <Card.Description>{description}</Card.Description>}
          </Stack>
          {actions && (
            <Box data-print-hide="" flexShrink={0}>
              {actions}
            </Box>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <Text color="fg.muted" py="6" textAlign="center" data-testid="report-section-empty">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
