import { NativeSelect } from '@chakra-ui/react';
import { COURSE_LABELS, COURSES, type Course } from '@restaurantpro/schema';

/**
 * The course a line of the order goes out in ('Plato'), its category's unless the waiter changes it:
 * the phone's own picker, small beside the line's note.
 */
export function LineCourseSelect({
  productName,
  course,
  onCourse,
}: {
  productName: string;
  course: Course;
  onCourse: (course: Course) => void;
}) {
  return (
    <NativeSelect.Root size="xs" w="auto">
      <NativeSelect.Field
        aria-label={`Plato de ${productName}`}
        value={course}
        onChange={(event) => {
          const chosen = COURSES.find((candidate) => candidate === event.currentTarget.value);
          if (chosen) onCourse(chosen);
        }}
      >
        {COURSES.map((value) => (
          <option key={value} value={value}>
            {COURSE_LABELS[value]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
