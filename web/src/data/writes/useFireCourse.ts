import { useCallback } from 'react';
import { COURSE_LABELS, type Course } from '@restaurantpro/schema';
import { courseFiredToast, TOASTS } from '../../lib/toasts.ts';
import { fireCourse } from '../repositories/line-moves.ts';
import { useWriteRunner } from './useWriteRunner.ts';
import type { ToastChannel } from './write.ts';

export interface FireCourse {
  /** Fires `course` in the rounds `orderIds`; resolves to whether it was stored. */
  fire: (orderIds: readonly string[], course: Course) => Promise<boolean>;
  busy: boolean;
}

/**
 * 'Marchar principales': releases a held course to the kitchen, in every round of a table that holds
 * it, as the signed-in user on the floor replica, with one toast on `channel` for all the rounds.
 */
export function useFireCourse(channel: ToastChannel = 'app'): FireCourse {
  const { run, busy } = useWriteRunner(channel);
  const fire = useCallback(
    async (orderIds: readonly string[], course: Course) => {
      const fired = await run(
        fireCourse,
        { orderIds, course },
        courseFiredToast(COURSE_LABELS[course]),
        TOASTS.courseFireFailed,
      );
      return fired !== null;
    },
    [run],
  );
  return { fire, busy };
}
