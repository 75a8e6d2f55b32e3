import { Switch } from '@chakra-ui/react';
import type { Dispatch, ReactNode } from 'react';
import { canHold } from '@restaurantpro/schema';
import { CourseGroup } from '../../components/CourseGroup.tsx';
import { isCourseHeld, type CartAction, type CartLine } from '../../lib/cart.ts';
import { groupByCourse } from '../../lib/courses.ts';
import { lineCourse } from '@restaurantpro/schema';

/**
 * The order being built, course by course in serving order. A course the kitchen may hold has its
 * 'Dejar en espera' switch: its lines go with the round and wait for 'Marchar'. Drinks have none,
 * they go out at once. Each line is drawn by the screen (`renderLine`).
 */
export function CartCourses({
  lines,
  dispatch,
  renderLine,
}: {
  lines: readonly CartLine[];
  dispatch: Dispatch<CartAction>;
  renderLine: (line: CartLine) => ReactNode;
}) {
  return groupByCourse(lines, lineCourse).map(({ course, items }) => {
    const held = isCourseHeld(items, course);
    const hold = canHold(course) && (
      <Switch.Root
        size="sm"
        colorPalette="orange"
        checked={held}
        onCheckedChange={(details) => dispatch({ type: 'holdCourse', course, held: details.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontSize="sm">Dejar en espera</Switch.Label>
      </Switch.Root>
    );
    return (
      <CourseGroup key={course} course={course} held={held} action={hold} testId="cart-course">
        {items.map(renderLine)}
      </CourseGroup>
    );
  });
}
