import { Badge, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  kitchenQueue,
  passProgress,
  READY_TO_SERVE_LABEL,
  readyToServe,
  servableLines,
  toMake,
  type Order,
  type StationProgress,
} from '@restaurantpro/schema';
import { refOf } from '../../../data/repositories/orders.ts';
import { useMoveLines, type MoveLinesToasts } from '../../../data/writes/useMoveLines.ts';
import { TOASTS } from '../../../lib/toasts.ts';
import { RoundGrid } from './RoundGrid.tsx';
import { TicketAge } from './TicketAge.tsx';
import type { StationData } from './useStationData.ts';

const MOVE_TOASTS: MoveLinesToasts = {
  scope: 'kitchen',
  moved: () => ({ type: 'success', title: 'Servido', description: 'Los platos listos han salido a la mesa' }),
  failed: TOASTS.orderUpdateFailed,
};

/**
 * 'Pase': every round still in the kitchen with each station's progress on it, marked 'Listo para
 * servir' once every fired dish is ready; 'Servir' takes those dishes out (a held course stays).
 */
export function PassBoard({ data }: { data: StationData }) {
  const { routeOf, stationNames, tableLabel } = data;
  const stationIds = useMemo(() => data.stations.map(refOf), [data.stations]);
  const rounds = useMemo(
    () =>
      kitchenQueue(data.orders.data ?? []).filter(
        (round) => round.items.some(toMake) || readyToServe(round.items),
      ),
    [data.orders.data],
  );
  const { move, busy } = useMoveLines(MOVE_TOASTS);
  return (
    <Stack as="section" aria-label="Pase" p="4" pb="28" gap="3" aria-busy={data.orders.status === 'loading'}>
      <RoundGrid
        orders={data.orders}
        count={rounds.length}
        minWidth="300px"
        emptyTitle="No hay rondas en cocina"
        emptyDescription="Cada ronda enviada aparece aquí con lo que lleva cada estación."
      >
        {rounds.map((round) => (
          <PassRound
            key={round._id}
            round={round}
            label={tableLabel(round.tableId)}
            progress={passProgress(round.items, stationIds, routeOf)}
            stationName={(id) => (id === null ? 'Sin estación' : (stationNames.get(id) ?? id))}
            busy={busy === round._id}
            onServe={() => void move(round._id, { kind: 'serve', lineIds: servableLines(round.items) })}
          />
        ))}
      </RoundGrid>
    </Stack>
  );
}

function PassRound({
  round,
  label,
  progress,
  stationName,
  busy,
  onServe,
}: {
  round: Order;
  label: string;
  progress: readonly StationProgress[];
  stationName: (id: string | null) => string;
  busy: boolean;
  onServe: () => void;
}) {
  const ready = readyToServe(round.items);
  return (
    <Card.Root
      data-testid="pass-round"
      data-order={round.orderNumber}
      data-ready={ready ? 'true' : undefined}
      borderWidth="2px"
      borderColor={ready ? 'green.500' : undefined}
    >
      <Card.Body gap="2" p="3">
        <Flex justify="space-between" align="center">
          <Text fontSize="lg" fontWeight="bold">
            {label}
          </Text>
          <HStack color="fg.muted" fontSize="sm">
            <TicketAge since={round.createdAt} />
          </HStack>
        </Flex>
        <Text color="fg.muted" fontSize="sm">{`Pedido: ${round.orderNumber}`}</Text>
        <Stack gap="1">
          {progress.map((part) => (
            <HStack key={part.stationId ?? 'none'} justify="space-between" data-testid="pass-station">
              <Text>{stationName(part.stationId)}</Text>
              <HStack gap="1">
                {part.total > 0 && (
                  <Badge colorPalette={part.done === part.total ? 'green' : 'gray'} className="tabular">
                    {`${part.done}/${part.total}`}
                  </Badge>
                )}
                {part.held > 0 && <Badge variant="outline">{`${part.held} en espera`}</Badge>}
              </HStack>
            </HStack>
          ))}
        </Stack>
        {ready && (
          <>
            <Badge colorPalette="green" size="lg" alignSelf="start">
              {READY_TO_SERVE_LABEL}
            </Badge>
            <Button colorPalette="green" size="lg" disabled={busy} onClick={onServe}>
              Servir
            </Button>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
