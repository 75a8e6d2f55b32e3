import { Badge, Box, Button, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowRightLeft, Check, Clock } from 'lucide-react';
import { memo } from 'react';
import {
  bumpableLines,
  courseLabel,
  isHeld,
  stationTicket,
  type Lateness,
  type Order,
  type OrderItem,
  type RouteOf,
} from '@restaurantpro/schema';
import { OrderLineDetails } from '../../../components/OrderLineDetails.tsx';
import { TicketAge } from './TicketAge.tsx';

/** The ticket's border by how late it is: nothing to say on time, amber, then red. */
export const LATE_BORDER: Record<Lateness, string | undefined> = {
  'on-time': undefined,
  amber: 'orange.500',
  red: 'red.500',
};

export interface TicketActions {
  bumpLines: (order: Order, lineIds: string[]) => void;
  /** Opens the choice of station to pass `line` to. */
  pass: (order: Order, line: OrderItem) => void;
}

/**
 * One round as a station sees it: its position (the bump bar's digit), table, number and age, each of
 * the station's lines (a tap bumps it; a held course dimmed with what it waits for; a ready one
 * ticked), and 'Listo' for the whole ticket. Memoised on the round: a new round elsewhere leaves it.
 */
export const StationTicketCard = memo(function StationTicketCard({
  round,
  stationId,
  routeOf,
  position,
  selected,
  lateness,
  since,
  tableLabel,
  allergens,
  canPass,
  busy,
  actions,
}: {
  round: Order;
  stationId: string;
  routeOf: RouteOf;
  position: number;
  selected: boolean;
  lateness: Lateness;
  since: string;
  tableLabel: string;
  allergens: ReadonlyMap<string, string>;
  canPass: boolean;
  busy: boolean;
  actions: TicketActions;
}) {
  const lines = stationTicket(round, stationId, routeOf)?.lines ?? [];
  const bumpable = bumpableLines(lines);
  return (
    <Card.Root
      data-testid="station-ticket"
      data-order={round.orderNumber}
      data-late={lateness}
      data-selected={selected ? 'true' : undefined}
      borderWidth="2px"
      borderColor={LATE_BORDER[lateness]}
      outline={selected ? '3px solid' : undefined}
      outlineColor={selected ? 'brand.500' : undefined}
    >
      <Card.Body gap="2" p="3">
        <Flex justify="space-between" align="center" gap="2">
          <HStack gap="2">
            <Badge variant="outline" fontSize="md" aria-label={`Tique ${position}`}>
              {position}
            </Badge>
            <Text fontSize="lg" fontWeight="bold">
              {tableLabel}
            </Text>
          </HStack>
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <Clock size={14} />
            <TicketAge since={since} />
          </HStack>
        </Flex>
        <Text color="fg.muted" fontSize="sm">{`Pedido: ${round.orderNumber}`}</Text>
        <Stack gap="1" as="ul" listStyleType="none">
          {lines.map((line) => (
            <TicketLine
              key={line.id}
              line={line}
              allergens={allergens.get(line.productId)}
              canPass={canPass}
              disabled={busy}
              onBump={() => actions.bumpLines(round, [line.id])}
              onPass={() => actions.pass(round, line)}
            />
          ))}
        </Stack>
        {round.notes && <Text color="fg.warning">{`Nota: ${round.notes}`}</Text>}
        <Button
          size="lg"
          colorPalette="green"
          disabled={busy || bumpable.length === 0}
          onClick={() => actions.bumpLines(round, bumpable)}
        >
          Listo
        </Button>
      </Card.Body>
    </Card.Root>
  );
});

function TicketLine({
  line,
  allergens,
  canPass,
  disabled,
  onBump,
  onPass,
}: {
  line: OrderItem;
  allergens: string | undefined;
  canPass: boolean;
  disabled: boolean;
  onBump: () => void;
  onPass: () => void;
}) {
  const held = isHeld(line);
  const ready = line.status === 'ready';
  const bumpable = !held && !ready && line.void === undefined;
  return (
    <li
      data-testid="station-line"
      data-status={line.status}
      data-held={held ? 'true' : undefined}
      data-voided={line.void ? 'true' : undefined}
      style={held ? { opacity: 0.5 } : undefined}
    >
      <Flex align="start" gap="1">
        <Button
          variant="ghost"
          flex="1"
          justifyContent="start"
          height="auto"
          py="1"
          px="1"
          whiteSpace="normal"
          textAlign="start"
          disabled={disabled || !bumpable}
          aria-label={`Listo: ${line.quantity}× ${line.productName}`}
          onClick={onBump}
        >
          <Text
            as="span"
            fontSize="lg"
            textDecoration={line.void || ready ? 'line-through' : undefined}
            color={line.void || ready ? 'fg.muted' : undefined}
          >
            <Badge variant="solid" mr="2" fontSize="md">{`${line.quantity}×`}</Badge>
            {line.productName}
            {ready && <Check size={16} style={{ display: 'inline', marginLeft: 6 }} aria-hidden />}
          </Text>
        </Button>
        {canPass && bumpable && (
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={`Pasar a otra estación: ${line.productName}`}
            disabled={disabled}
            onClick={onPass}
          >
            <ArrowRightLeft />
          </IconButton>
        )}
      </Flex>
      {held && (
        <Text ms="10" fontSize="sm" color="fg.muted">{`En espera · ${courseLabel(line.course)}`}</Text>
      )}
      <Box ms="10">
        <OrderLineDetails item={line} allergens={allergens} />
      </Box>
    </li>
  );
}
