import { Button } from '@chakra-ui/react';
import { Flame } from 'lucide-react';
import { fireLabel, type Course } from '@restaurantpro/schema';
import type { ToastChannel } from '../../data/writes/write.ts';
import { useFireCourse } from '../../data/writes/useFireCourse.ts';

/** 'Marchar principales': the held course goes to the kitchen, in every round of `orderIds` holding it. */
export function FireCourseButton({
  course,
  orderIds,
  channel,
}: {
  course: Course;
  orderIds: readonly string[];
  channel?: ToastChannel;
}) {
  const { fire, busy } = useFireCourse(channel);
  return (
    <Button
      size="sm"
      minH="9"
      colorPalette="orange"
      loading={busy}
      onClick={() => void fire(orderIds, course)}
      data-testid="fire-course"
      data-course={course}
    >
      <Flame size={16} aria-hidden /> {fireLabel(course)}
    </Button>
  );
}
