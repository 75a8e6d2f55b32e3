import { Grid, Stack } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import {
  allDayCounts,
  bumpableLines,
  recallableTickets,
  stationTickets,
  ticketLateness,
  type Order,
  type OrderItem,
  type RecallableTicket,
} from '@restaurantpro/schema';
import { useNow } from '../../../components/useNow.ts';
import { refOf } from '../../../data/repositories/orders.ts';
import { useMoveLines, type MoveLinesToasts } from '../../../data/writes/useMoveLines.ts';
import { TOASTS } from '../../../lib/toasts.ts';
import { bumpKeyAction, typedIntoField } from './bump-keys.ts';
import { PassDialog } from './PassDialog.tsx';
import { RoundGrid } from './RoundGrid.tsx';
import { AllDayPanel, RecallPanel, SoundSwitch } from './SidePanels.tsx';
import { StationTicketCard, type TicketActions } from './StationTicketCard.tsx';
import { useAlertSound } from './useAlertSound.ts';
import { useLateAlerts } from './useLateAlerts.ts';
import { useRenderTiming } from './useRenderTiming.ts';
import { useStationChits } from './useStationChits.ts';
import type { StationData } from './useStationData.ts';

/** A bump shows itself (the line ticks, the ticket leaves); only a failure says anything. */
const MOVE_TOASTS: MoveLinesToasts = {
  scope: 'kitchen',
  moved: () => null,
  failed: TOASTS.orderUpdateFailed,
};

/**
 * One station's screen: its tickets, the longest waiting first, each line bumped by a tap or the whole
 * ticket by 'Listo' (or by the bump bar's keys); the all-day count of what is fired here; the tickets
 * it may recall; and an alert, once, when a ticket turns red.
 */
export function StationBoard({ stationId, data }: { stationId: string; data: StationData }) {
  useRenderTiming('station-board-render');
  const now = useNow(15_000);
  const rounds = data.orders.data;
  const { routeOf, prepMinutes, tableLabel } = data;
  const tickets = useMemo(
    () => stationTickets(rounds ?? [], stationId, routeOf),
    [rounds, stationId, routeOf],
  );
  const recallable = useMemo(
    () => recallableTickets(rounds ?? [], stationId, routeOf, now),
    [rounds, stationId, routeOf, now],
  );
  const counts = useMemo(() => allDayCounts(tickets.flatMap((ticket) => ticket.lines)), [tickets]);
  const factors = data.factorsOf(stationId);
  const timed = tickets.map((ticket) => ({
    ticket,
    lateness: ticketLateness(ticket.lines, (id) => prepMinutes.get(id), now, factors).lateness,
  }));

  const [selected, setSelected] = useState(0);
  const [passing, setPassing] = useState<{ round: Order; line: OrderItem } | null>(null);
  const { move, busy } = useMoveLines(MOVE_TOASTS);
  const sound = useAlertSound();
  useStationChits(
    data.stations.find((station) => refOf(station) === stationId),
    tickets,
    data.orders.status === 'done',
  );
  useLateAlerts(
    timed
      .filter((entry) => entry.lateness === 'red')
      .map(({ ticket }) => ({
        key: `${ticket.round._id}@${ticket.since}`,
        label: `${tableLabel(ticket.round.tableId)} · ${ticket.round.orderNumber}`,
      })),
    sound,
  );

  const actions = useMemo<TicketActions>(
    () => ({
      bumpLines: (round, lineIds) => void move(round._id, { kind: 'bump', lineIds }),
      pass: (round, line) => setPassing({ round, line }),
    }),
    [move, setPassing],
  );
  const recall = (ticket: RecallableTicket<Order>) =>
    void move(ticket.round._id, { kind: 'recall', lineIds: ticket.lineIds });

  // The bump bar: bound again after every render, so a key acts on the tickets as they are shown.
  const current = Math.min(selected, Math.max(0, tickets.length - 1));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typedIntoField(event.target) || passing !== null) return;
      const action = bumpKeyAction(event, current, tickets.length);
      if (action === null) return;
      event.preventDefault();
      if (action.kind === 'select') setSelected(action.index);
      else if (action.kind === 'bump') {
        const ticket = tickets[current];
        if (ticket) actions.bumpLines(ticket.round, bumpableLines(ticket.lines));
      } else if (recallable[0]) recall(recallable[0]);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const others = data.stations
    .map((station) => ({ id: refOf(station), name: station.name }))
    .filter((station) => station.id !== stationId);

  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="4" p="4" alignItems="start">
      <Stack as="section" aria-label="Tiques" aria-busy={data.orders.status === 'loading'} gap="3" pb="28">
        <RoundGrid
          orders={data.orders}
          count={tickets.length}
          minWidth="260px"
          emptyTitle="No hay tiques en esta estación"
          emptyDescription="Las líneas que se preparan aquí aparecerán al instante."
        >
          {timed.map(({ ticket, lateness }, index) => (
            <StationTicketCard
              key={ticket.round._id}
              round={ticket.round}
              stationId={stationId}
              routeOf={routeOf}
              position={index + 1}
              selected={index === current}
              lateness={lateness}
              since={ticket.since}
              tableLabel={tableLabel(ticket.round.tableId)}
              allergens={data.allergens}
              canPass={others.length > 0}
              busy={busy === ticket.round._id}
              actions={actions}
            />
          ))}
        </RoundGrid>
      </Stack>
      <Stack gap="3">
        <SoundSwitch sound={sound} />
        <AllDayPanel counts={counts} />
        <RecallPanel
          tickets={recallable}
          tableLabel={tableLabel}
          now={now}
          busy={busy !== null}
          onRecall={recall}
        />
      </Stack>
      {passing && (
        <PassDialog
          line={passing.line}
          stations={others}
          onClose={() => setPassing(null)}
          onPass={(to) => {
            void move(passing.round._id, { kind: 'pass', lineIds: [passing.line.id], stationId: to });
            setPassing(null);
          }}
        />
      )}
    </Grid>
  );
}
