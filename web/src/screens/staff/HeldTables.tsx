import { Card, Stack, Text } from '@chakra-ui/react';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { HeldCourses } from '../../features/check/HeldCourses.tsx';
import { heldCourseRounds } from '../../lib/courses.ts';

/**
 * Above the waiter's tables: those they sent rounds to that still hold a course, each with its
 * 'Marchar', so the mains go to the kitchen from the phone without opening the table.
 */
export function HeldTables({
  tables,
  waiterId,
  channel,
}: {
  tables: readonly FloorTableCheck[];
  waiterId: string | undefined;
  channel: ToastChannel;
}) {
  const mine = tables.filter(
    ({ view }) =>
      view !== null &&
      view.rounds.some((round) => round.waiterId === waiterId) &&
      heldCourseRounds(view.lines).length > 0,
  );
  if (mine.length === 0) return null;
  return (
    <Card.Root size="sm" as="section" aria-label="Mis mesas en espera" data-testid="held-tables">
      <Card.Body gap="3">
        <Text fontWeight="bold">Mis mesas en espera</Text>
        {mine.map((entry) => (
          <Stack key={entry.table._id} gap="1">
            <Text fontWeight="semibold">{`Mesa ${entry.table.number}`}</Text>
            <HeldCourses entry={entry} channel={channel} />
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
