import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { COURSE_LABELS, type Course } from '@restaurantpro/schema';

/**
 * One course of a round, headed by its name ('Principales'), 'En espera' while it is held, and what
 * can be done to it there (the order's 'Dejar en espera', a sent round's 'Marchar principales').
 */
export function CourseGroup({
  course,
  held,
  action,
  testId,
  children,
}: {
  course: Course;
  held: boolean;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack
      gap="2"
      role="group"
      aria-label={COURSE_LABELS[course]}
      data-testid={testId}
      data-course={course}
      data-held={held || undefined}
    >
      <Flex align="center" gap="2" wrap="wrap" minH="9">
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
          {COURSE_LABELS[course]}
        </Text>
        {held && (
          <Badge colorPalette="orange" variant="solid">
            En espera
          </Badge>
        )}
        {action && <Flex marginInlineStart="auto">{action}</Flex>}
      </Flex>
      {children}
    </Stack>
  );
}
