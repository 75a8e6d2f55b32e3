import { Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { ticketAge } from '@restaurantpro/schema';

/**
 * One clock for every ticket age on the screen: a single interval, so the ages of 200 tickets move
 * together in one commit a second rather than in 200 of their own.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let second = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    second = Date.now();
    timer = setInterval(() => {
      second = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's time; before any ticket subscribed, brought up to date (a screen opened later). */
function currentSecond(): number {
  if (timer === undefined && Date.now() - second >= 1000) second = Date.now();
  return second;
}

/**
 * A ticket's age, '4:07', ticking every second on the shared clock: the ticket around it renders
 * again only when its round changes or its colour does.
 */
export function TicketAge({ since }: { since: string }) {
  const now = useSyncExternalStore(subscribe, currentSecond);
  return (
    <Text as="span" className="tabular" data-testid="ticket-age">
      {ticketAge(now - Date.parse(since))}
    </Text>
  );
}
