import { Flex, Stack, Text } from '@chakra-ui/react';
import { COURSE_LABELS } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { heldCourseRounds } from '../../lib/courses.ts';
import { FireCourseButton } from './FireCourseButton.tsx';

/**
 * What a table's sent rounds still hold ('Principales en espera'), each course with its 'Marchar':
 * beside the order being built, so the waiter fires the mains as the starters are cleared. Nothing
 * when the table holds nothing.
 */
export function HeldCourses({ entry, channel }: { entry: FloorTableCheck; channel?: ToastChannel }) {
  const held = entry.view ? heldCourseRounds(entry.view.lines) : [];
  if (held.length === 0) return null;
  return (
    <Stack
      gap="2"
      role="group"
      data-testid="held-courses"
      aria-label={`En espera · Mesa ${entry.table.number}`}
    >
      {held.map(({ course, orderIds }) => (
        <Flex key={course} align="center" justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="sm" fontWeight="medium" color="fg.warning">
            {`${COURSE_LABELS[course]} en espera`}
          </Text>
          <FireCourseButton course={course} orderIds={orderIds} {...(channel ? { channel } : {})} />
        </Flex>
      ))}
    </Stack>
  );
}
