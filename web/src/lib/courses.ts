import {
  COURSES,
  isChargedLine,
  isHeld,
  lineCourse,
  type CheckLine,
  type Course,
} from '@restaurantpro/schema';

export interface CourseGroup<T> {
  course: Course;
  items: T[];
}

/** `items` by course, in the order a meal is served; courses without items are left out. */
export function groupByCourse<T>(items: readonly T[], courseOf: (item: T) => Course): CourseGroup<T>[] {
  return COURSES.map((course) => ({
    course,
    items: items.filter((item) => courseOf(item) === course),
  })).filter((group) => group.items.length > 0);
}

export interface HeldCourse {
  course: Course;
  /** The rounds holding it: 'Marchar' fires the course in each. */
  orderIds: string[];
}

/**
 * The courses a check's lines still hold, in serving order, with the rounds that hold each. A voided
 * line is left out: it is never fired, so a course it alone held would offer 'Marchar' for ever.
 */
export function heldCourseRounds(lines: readonly CheckLine[]): HeldCourse[] {
  const waiting = lines.filter(({ line }) => isChargedLine(line) && isHeld(line));
  return groupByCourse(waiting, ({ line }) => lineCourse(line)).map(({ course, items }) => ({
    course,
    orderIds: [...new Set(items.map(({ orderId }) => orderId))],
  }));
}
