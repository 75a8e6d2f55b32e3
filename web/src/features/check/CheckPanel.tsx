import { Badge, Button, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type CheckLine,
  idPart,
  isChargedLine,
  isHeld,
  isManagerRole,
  modifierSummary,
  VOID_REASON_LABELS,
} from '@restaurantpro/schema';
import { useSession } from '../../data/session.ts';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { useCheckActions } from '../../data/writes/useCheckActions.ts';
import type { ToastChannel } from '../../data/writes/write.ts';
import { lastClosedCheckOf } from '../../lib/check-money.ts';
import { heldCourseRounds } from '../../lib/courses.ts';
import { sinceLabel } from '../../lib/floor-checks.ts';
import { openPrintView, PRINT_ROUTES } from '../../lib/print.ts';
import { Money } from '../../components/Money.tsx';
import { TableStatusBadge } from '../../components/TableStatusBadge.tsx';
import { useNow } from '../../components/useNow.ts';
import { CheckMoneySection } from './CheckMoneySection.tsx';
import { CheckMoveDialog, type CheckMoveMode } from './CheckMoveDialog.tsx';
import { EndCheckDialog } from './EndCheckDialog.tsx';
import { FireCourseButton } from './FireCourseButton.tsx';
import { TransferDialog } from './TransferDialog.tsx';
import { VoidDialog, type VoidTarget } from './VoidDialog.tsx';

type Open =
  | { kind: 'void'; target: VoidTarget }
  | { kind: CheckMoveMode }
  | { kind: 'transfer' }
  | { kind: 'closed' | 'voided' };

/** The check's lines by the round they were sent in (a transferred line shows under its own round). */
function byRound(
  lines: readonly CheckLine[],
): Array<{ orderId: string; orderNumber: string; lines: CheckLine[] }> {
  const rounds = new Map<string, { orderId: string; orderNumber: string; lines: CheckLine[] }>();
  for (const entry of lines) {
    const round = rounds.get(entry.orderId) ?? {
      orderId: entry.orderId,
      orderNumber: entry.orderNumber,
      lines: [],
    };
    round.lines.push(entry);
    rounds.set(entry.orderId, round);
  }
  return [...rounds.values()];
}

function LineRow({ entry, onVoid }: { entry: CheckLine; onVoid: () => void }) {
  const { line } = entry;
  const voided = !isChargedLine(line);
  const held = !voided && isHeld(line);
  const extras = modifierSummary(line.modifiers);
  return (
    <Flex
      gap="2"
      align="start"
      data-testid="check-line"
      data-product={line.productName}
      data-status={line.status}
      data-voided={voided || undefined}
      data-held={held || undefined}
    >
      <Stack
        gap="0"
        flex="1"
        minW="0"
        textDecoration={voided ? 'line-through' : undefined}
        color={voided ? 'fg.muted' : undefined}
      >
        <HStack gap="2">
          <Text fontWeight="medium">{`${line.quantity} × ${line.productName}`}</Text>
          {held && <Badge colorPalette="orange">En espera</Badge>}
        </HStack>
        {extras && <Text fontSize="sm">{extras}</Text>}
        {line.notes && (
          <Text fontSize="sm" fontStyle="italic">
            {line.notes}
          </Text>
        )}
      </Stack>
      <Money
        amount={line.subtotal}
        textDecoration={voided ? 'line-through' : undefined}
        color={voided ? 'fg.muted' : undefined}
      />
      {voided ? null : (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={onVoid}
          aria-label={`Anular ${line.productName}`}
        >
          Anular
        </Button>
      )}
      {line.void && (
        <Text fontSize="xs" color="fg.error" w="full" data-testid="void-reason">
          {`Anulada: ${VOID_REASON_LABELS[line.void.reason]}${line.void.note ? ` (${line.void.note})` : ''}`}
        </Text>
      )}
    </Flex>
  );
}

/**
 * A table's check: its rounds and lines (voided ones struck through with their reason, held ones
 * 'En espera' with their round's 'Marchar'), guests, its bill and money (CheckMoneySection:
 * pre-bill, 'Cobrar', ticket, discounts, refunds), and what
 * the floor does with it: moves, merges, line transfers, voids, and a manager's close without
 * payment. A table without a live check shows its last closed check's money (ticket, refunds).
 * Everything reads and writes the local replica.
 */
export function CheckPanel({
  entry,
  tables,
  channel = 'app',
}: {
  entry: FloorTableCheck;
  tables: readonly FloorTableCheck[];
  channel?: ToastChannel;
}) {
  const actions = useCheckActions(channel);
  const role = useSession((state) => state.user?.role);
  const now = useNow();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const { check, view, table } = entry;
  const manager = role !== undefined && isManagerRole(role);
  const checks = useLiveDocs('check');
  const last = check ? undefined : lastClosedCheckOf(checks.data ?? [], idPart(table._id));
  // One place in the tree for the money section: when the gateway closes the check on payment, the
  // same section (and its open 'Cobrar' dialog) goes on showing it as the table's last check. The
  // check list is a live query of its own and may see the close a moment after the entry does: the
  // check shown last is kept meanwhile, so the section is never unmounted in between.
  const found = check ? idPart(check._id) : last ? idPart(last._id) : null;
  const tableId = idPart(table._id);
  const [kept, setKept] = useState<{ tableId: string; checkId: string } | null>(null);
  if (found !== null && (kept?.checkId !== found || kept.tableId !== tableId))
    setKept({ tableId, checkId: found });
  const moneyCheckId = found ?? (kept?.tableId === tableId ? kept.checkId : null);
  const money = moneyCheckId ? (
    <CheckMoneySection
      key={moneyCheckId}
      checkId={moneyCheckId}
      tableNumber={table.number}
      {...(channel === undefined ? {} : { channel })}
    />
  ) : null;

  if (!check || !view) {
    return (
      <Stack gap="3" data-testid="check-panel" data-table={table.number}>
        <HStack justify="space-between">
          <Heading as="h2" size="md">{`Mesa ${table.number}`}</Heading>
          <TableStatusBadge status={entry.state} />
        </HStack>
        {entry.state === 'cleaning' ? (
          <Button
            colorPalette="brand"
            onClick={() => void actions.tableReady(idPart(table._id))}
            loading={actions.busy}
          >
            Mesa lista
          </Button>
        ) : (
          <Text color="fg.muted">Sin cuenta abierta</Text>
        )}
        {money}
      </Stack>
    );
  }

  const checkId = idPart(check._id);
  return (
    <Stack gap="3" data-testid="check-panel" data-table={table.number} data-check={checkId}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">{`Cuenta · Mesa ${table.number}`}</Heading>
        <TableStatusBadge status={entry.state} />
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="check-guests">
        {`${view.guests} comensales · abierta hace ${sinceLabel(check.createdAt, now)}`}
      </Text>
      {/* Above the lines: on a phone the toast of the last action sits at the bottom. */}
      <Wrap gap="2">
        {check.status === 'open' ? (
          <Button
            colorPalette="brand"
            onClick={() => void actions.requestBill(checkId)}
            loading={actions.busy}
          >
            Pedir cuenta
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void actions.reopen(checkId)} loading={actions.busy}>
            Reabrir cuenta
          </Button>
        )}
        <Button variant="outline" onClick={() => setOpen({ kind: 'move' })}>
          Mover a otra mesa
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: 'merge' })}>
          Unir con otra mesa
        </Button>
        <Button variant="outline" onClick={() => setOpen({ kind: 'transfer' })}>
          Mover líneas
        </Button>
        {manager && (
          <>
            <Button variant="outline" colorPalette="red" onClick={() => setOpen({ kind: 'closed' })}>
              Cerrar sin cobro
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setOpen({ kind: 'voided' })}>
              Anular cuenta
            </Button>
          </>
        )}
      </Wrap>
      <Stack gap="3">
        {byRound(view.lines).map((round) => {
          const charged = round.lines.filter(({ line }) => isChargedLine(line));
          return (
            <Stack key={round.orderId} gap="1" data-testid="check-round" data-order={round.orderNumber}>
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold" fontSize="sm">{`Ronda ${round.orderNumber}`}</Text>
                {/* A course this round holds goes to the kitchen from here too ('Marchar principales'). */}
                {heldCourseRounds(round.lines).map(({ course, orderIds }) => (
                  <FireCourseButton key={course} course={course} orderIds={orderIds} channel={channel} />
                ))}
                <Button
                  size="xs"
                  variant="ghost"
                  marginInlineStart="auto"
                  onClick={() => openPrintView(PRINT_ROUTES.chit(round.orderId))}
                >
                  {`Imprimir comanda ${round.orderNumber}`}
                </Button>
                {charged.length > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() =>
                      setOpen({
                        kind: 'void',
                        target: {
                          orderId: round.orderId,
                          label: `Ronda ${round.orderNumber}`,
                          lines: charged.map(({ line }) => line),
                        },
                      })
                    }
                  >
                    {`Anular ronda ${round.orderNumber}`}
                  </Button>
                )}
              </HStack>
              {round.lines.map((line) => (
                <LineRow
                  key={line.line.id}
                  entry={line}
                  onVoid={() =>
                    setOpen({
                      kind: 'void',
                      target: {
                        orderId: line.orderId,
                        label: line.line.productName,
                        lines: [line.line],
                        lineId: line.line.id,
                      },
                    })
                  }
                />
              ))}
            </Stack>
          );
        })}
      </Stack>
      {money}
      {open?.kind === 'void' && <VoidDialog target={open.target} actions={actions} onClose={close} />}
      {(open?.kind === 'move' || open?.kind === 'merge') && (
        <CheckMoveDialog mode={open.kind} from={entry} tables={tables} actions={actions} onClose={close} />
      )}
      {open?.kind === 'transfer' && (
        <TransferDialog from={entry} tables={tables} actions={actions} onClose={close} />
      )}
      {(open?.kind === 'closed' || open?.kind === 'voided') && (
        <EndCheckDialog to={open.kind} entry={entry} actions={actions} onClose={close} />
      )}
    </Stack>
  );
}
