import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Bell, BellOff, RotateCcw } from 'lucide-react';
import type { AllDayCount, Order, RecallableTicket } from '@restaurantpro/schema';
import type { AlertSound } from './useAlertSound.ts';

/** 'Todo el día': portions fired here and not yet done, per dish. */
export function AllDayPanel({ counts }: { counts: readonly AllDayCount[] }) {
  return (
    <Card.Root as="section" aria-label="Todo el día">
      <Card.Body gap="2" p="3">
        <Heading as="h3" size="md">
          Todo el día
        </Heading>
        {counts.length === 0 ? (
          <Text color="fg.muted">Nada pendiente</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="1">
            {counts.map((count) => (
              <li key={count.productId} data-testid="all-day-count">
                <Text fontSize="lg">
                  <Text as="span" fontWeight="bold" className="tabular">{`${count.quantity}× `}</Text>
                  {count.productName}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** 'Recuperar': the tickets bumped here in the last ten minutes, the latest first (R recalls it). */
export function RecallPanel({
  tickets,
  tableLabel,
  now,
  busy,
  onRecall,
}: {
  tickets: ReadonlyArray<RecallableTicket<Order>>;
  tableLabel: (tableId: string | undefined) => string;
  now: Date;
  busy: boolean;
  onRecall: (ticket: RecallableTicket<Order>) => void;
}) {
  return (
    <Card.Root as="section" aria-label="Recuperar">
      <Card.Body gap="2" p="3">
        <Heading as="h3" size="md">
          Recuperar
        </Heading>
        {tickets.length === 0 ? (
          <Text color="fg.muted">Ningún tique terminado en los últimos 10 minutos</Text>
        ) : (
          <Stack gap="2">
            {tickets.map((ticket) => (
              <HStack key={ticket.round._id} justify="space-between" data-testid="recallable-ticket">
                <Box>
                  <Text fontWeight="semibold">{`${tableLabel(ticket.round.tableId)} · ${ticket.round.orderNumber}`}</Text>
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                  >{`Listo hace ${minutesAgo(ticket.bumpedAt, now)} min`}</Text>
                </Box>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onRecall(ticket)}>
                  <RotateCcw /> Recuperar
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function minutesAgo(at: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 60_000));
}

const SOUND_LABELS = {
  off: 'Activar sonido de avisos',
  'needs-gesture': 'Toca para activar el sonido',
  on: 'Silenciar avisos',
} as const;

/** The late alert's sound switch; its tap is the gesture the browser asks for before playing sound. */
export function SoundSwitch({ sound }: { sound: AlertSound }) {
  return (
    <Button
      variant={sound.state === 'needs-gesture' ? 'solid' : 'outline'}
      colorPalette={sound.state === 'needs-gesture' ? 'orange' : undefined}
      aria-pressed={sound.state === 'on'}
      data-beeps={sound.beeps}
      onClick={sound.toggle}
    >
      {sound.state === 'on' ? <Bell /> : <BellOff />} {SOUND_LABELS[sound.state]}
    </Button>
  );
}
