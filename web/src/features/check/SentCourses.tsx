import { Card, Flex, Text } from '@chakra-ui/react';
import { isChargedLine, isHeld, ORDER_STATUS_LABELS } from '@restaurantpro/schema';
import { CourseGroup } from '../../components/CourseGroup.tsx';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { groupByCourse, heldCourseRounds } from '../../lib/courses.ts';
import { lineCourse } from '@restaurantpro/schema';
import { FireCourseButton } from './FireCourseButton.tsx';

/**
 * What the table has had so far, course by course over all its rounds: each dish with where the
 * kitchen is with it, a held course marked 'En espera' with its 'Marchar'. Voided lines are left to
 * the check. Nothing before the table's first round.
 */
export function SentCourses({ entry, channel }: { entry: FloorTableCheck; channel?: ToastChannel }) {
  const lines = (entry.view?.lines ?? []).filter(({ line }) => isChargedLine(line));
  if (lines.length === 0) return null;
  const held = new Map(heldCourseRounds(lines).map(({ course, orderIds }) => [course, orderIds]));
  return (
    <Card.Root size="sm" as="section" aria-label="Enviado" data-testid="sent-courses">
      <Card.Body gap="3">
        <Text fontWeight="bold">Enviado</Text>
        {groupByCourse(lines, ({ line }) => lineCourse(line)).map(({ course, items }) => {
          const orderIds = held.get(course);
          return (
            <CourseGroup
              key={course}
              course={course}
              held={orderIds !== undefined}
              testId="sent-course"
              action={
                orderIds && (
                  <FireCourseButton course={course} orderIds={orderIds} {...(channel ? { channel } : {})} />
                )
              }
            >
              {items.map(({ orderId, line }) => (
                <Flex key={`${orderId}/${line.id}`} justify="space-between" gap="2" fontSize="sm">
                  <Text>{`${line.quantity}× ${line.productName}`}</Text>
                  <Text color="fg.muted" data-testid="sent-line-status">
                    {isHeld(line) ? 'En espera' : ORDER_STATUS_LABELS[line.status]}
                  </Text>
                </Flex>
              ))}
            </CourseGroup>
          );
        })}
      </Card.Body>
    </Card.Root>
  );
}
