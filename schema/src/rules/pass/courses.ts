import type { z } from 'zod';
import { labelledEnum } from '../../labelled-enum.ts';
import type { ProductCategory } from '../../enums.ts';

/** The courses a round's lines go out in, in the order a meal is served. */
export const {
  values: COURSES,
  schema: courseSchema,
  labels: COURSE_LABELS,
} = labelledEnum({
  entrantes: 'Entrantes',
  principales: 'Principales',
  postres: 'Postres',
  bebidas: 'Bebidas',
});
export type Course = z.infer<typeof courseSchema>;

/** A line's course unless the waiter chose another: from its product's category. */
export const COURSE_OF_CATEGORY: Readonly<Record<ProductCategory, Course>> = {
  entradas: 'entrantes',
  principales: 'principales',
  postres: 'postres',
  bebidas: 'bebidas',
  vinos: 'bebidas',
  cocktails: 'bebidas',
};

/** Drinks go out at once: the bar never holds them for a course. */
export const FIRED_AT_ONCE: readonly Course[] = ['bebidas'];

export function canHold(course: Course): boolean {
  return !FIRED_AT_ONCE.includes(course);
}

/** The button that releases a held course: 'Marchar principales'. */
export function fireLabel(course: Course): string {
  return `Marchar ${COURSE_LABELS[course].toLowerCase()}`;
}

/** What a line needs to say whether it waits for its course to be fired. */
export interface CourseLine {
  course?: Course;
  held?: boolean;
  firedAt?: string;
  status: string;
}

/** True while a line waits for 'Marchar': held, not fired, and not cancelled. */
export function isHeld(line: CourseLine): boolean {
  return line.held === true && line.firedAt === undefined && line.status !== 'cancelled';
}

/** A line's course: its own, or 'principales' for a line written before lines had courses. */
export function lineCourse(line: { course?: Course | undefined }): Course {
  return line.course ?? 'principales';
}

/** The courses a round still holds, in serving order ('En espera: Principales, Postres'). */
export function heldCourses(lines: readonly CourseLine[]): Course[] {
  const held = new Set(lines.filter(isHeld).map(lineCourse));
  return COURSES.filter((course) => held.has(course));
}
