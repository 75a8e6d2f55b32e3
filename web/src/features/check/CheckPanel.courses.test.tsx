import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  courseFloor,
  floorWrapper,
  sendHeldRound,
  storedCourses,
  TablePanel,
} from '../../../test/floor-screens.tsx';
import type { Replica } from '../../data/replica.ts';
import { toaster } from '../../data/toaster.ts';

// Live queries answer after a few reads of the replica: slower on a test machine shared by others.
configure({ asyncUtilTimeout: 5000 });

const NOON = new Date('2026-11-22T12:00:00Z');
const replicas: Replica[] = [];

afterEach(async () => {
  cleanup();
  toaster.remove();
  for (const replica of replicas.splice(0)) await replica.db.destroy();
});

describe('held courses on the check', () => {
  it(
    "shows the held mains 'En espera', and the round's 'Marchar principales' fires them",
    { timeout: 30_000 },
    async () => {
      const replica = await courseFloor();
      replicas.push(replica);
      await sendHeldRound(replica.db, 'mesa-3', 'waiter-1');
      render(<TablePanel tableId="mesa-3" />, { wrapper: floorWrapper(replica, NOON) });

      const round = await screen.findByTestId('check-round');
      const line = (name: string) =>
        within(round)
          .getAllByTestId('check-line')
          .find((candidate) => candidate.dataset.product === name);
      expect(line('Paella')?.dataset.held).toBe('true');
      expect(within(line('Paella') as HTMLElement).getByText('En espera')).toBeTruthy();
      expect(line('Croquetas')?.dataset.held).toBeUndefined();

      await act(async () => {
        fireEvent.click(within(round).getByRole('button', { name: 'Marchar principales' }));
      });
      await waitFor(async () =>
        expect(await storedCourses(replica.db)).toEqual([
          'Croquetas entrantes now',
          `Paella principales now ${NOON.toISOString()}`,
        ]),
      );
      await waitFor(() => expect(line('Paella')?.dataset.held).toBeUndefined());
      expect(within(round).queryByRole('button', { name: 'Marchar principales' })).toBeNull();
    },
  );
});
