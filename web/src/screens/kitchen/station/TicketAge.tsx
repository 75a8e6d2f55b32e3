import { Text } from '@chakra-ui/react';
import { ticketAge } from '@restaurantpro/schema';
import { useNow } from '../../../components/useNow.ts';

/**
 * A ticket's age, '4:07', ticking every second on its own: the ticket around it renders again only
 * when its round changes or its colour does.
 */
export function TicketAge({ since }: { since: string }) {
  const now = useNow(1000);
  return (
    <Text as="span" className="tabular" data-testid="ticket-age">
      {ticketAge(now.getTime() - Date.parse(since))}
    </Text>
  );
}
