import { createContext, useContext } from 'react';

/** The clock writes are stamped with: the wall clock, or a fixed one where a test provides it. */
export type Clock = () => Date;

export const ClockContext = createContext<Clock>(() => new Date());

export function useClock(): Clock {
  return useContext(ClockContext);
}
