import { Alert, Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  CASH_MOVEMENT_KIND_LABELS,
  idPart,
  PAYMENT_METHOD_LIST,
  type CashMovementKind,
  roleViewRefusal,
} from '@restaurantpro/schema';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { addCashMovement, closeDay } from '../../data/repositories/cash.ts';
import { useCashDaySources } from '../../data/useCashDaySources.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { todayBusinessDate } from '../../lib/business-date.ts';
import { cashDay } from '../../lib/cash-day.ts';
import { formatDate, formatEuro, formatTime } from '../../lib/format.ts';
import { TOASTS } from '../../lib/toasts.ts';
import { ArqueoCard } from './ArqueoCard.tsx';
import { MovementDialog } from './MovementDialog.tsx';
import { ZReportCard } from './ZReportCard.tsx';
import { RoleGate } from '../../components/RoleGate.tsx';

const MOVEMENT_KINDS: readonly CashMovementKind[] = ['float', 'in', 'out'];

/**
 * 'Caja': the drawer of today's business day for managers. The float and cash in/out, the day's
 * payments by method and any 'Cobro de más', the arqueo and 'Cerrar caja', and the Z report.
 */
export default function CashScreen() {
  const writer = useBackOfficeWriter('cash_movement');
  return (
    <RoleGate
      title="Caja"
      allowed={writer.canEdit}
      reason={roleViewRefusal('cash_movement')}
      description="El arqueo y el cierre de caja los hace un gerente."
    >
      <CashDayView run={writer.run} />
    </RoleGate>
  );
}

function CashDayView({ run }: { run: ReturnType<typeof useBackOfficeWriter>['run'] }) {
  const businessDate = todayBusinessDate();
  const sources = useCashDaySources();
  const tables = useLiveDocs('table');
  const [dialog, setDialog] = useState<CashMovementKind | null>(null);
  const day = useMemo(() => {
    if (!sources.data) return null;
    const numbers = new Map((tables.data ?? []).map((table) => [idPart(table._id), table.number]));
    return cashDay(sources.data, businessDate, (tableId) => `Mesa ${numbers.get(tableId) ?? '?'}`);
  }, [sources.data, tables.data, businessDate]);

  if (sources.status === 'error') return <ErrorState title="Error al cargar la caja" />;
  if (!day) return <LoadingScreen />;
  const closed = day.close !== null;
  const { report } = day;

  return (
    <Page>
      <PageHeader
        title="Caja"
        subtitle={`Día ${formatDate(`${businessDate}T12:00:00`)}`}
        actions={
          closed ? (
            <Badge colorPalette="gray" size="lg" data-testid="day-closed">
              Caja cerrada
            </Badge>
          ) : (
            MOVEMENT_KINDS.map((kind) => (
              <Button
                key={kind}
                variant={kind === 'float' ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => setDialog(kind)}
              >
                {CASH_MOVEMENT_KIND_LABELS[kind]}
              </Button>
            ))
          )
        }
      />
      <Stack gap="6">
        {day.overpayments.map((alert) => (
          <Alert.Root key={alert.checkId} status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{alert.message}</Alert.Title>
          </Alert.Root>
        ))}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box as="section" aria-label="Cobros del día" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" size="md" mb="3">
              Cobros del día
            </Heading>
            {PAYMENT_METHOD_LIST.map(({ method, label }) => (
              <Line key={method} label={label} value={formatEuro(report.byMethod[method])} />
            ))}
            <Line label="Propinas" value={formatEuro(report.tips)} />
            <Line label="Devoluciones" value={formatEuro(report.refunds.amount)} />
            <Line label="Ventas cobradas" value={formatEuro(report.sales)} strong />
          </Box>
          <Box as="section" aria-label="Movimientos de caja" borderWidth="1px" borderRadius="lg" p="4">
            <Heading as="h2" size="md" mb="3">
              Movimientos de caja
            </Heading>
            {day.movements.length === 0 && <Text color="fg.muted">Sin fondo ni movimientos todavía</Text>}
            {day.movements.map((movement) => (
              <Line
                key={movement._id}
                label={`${formatTime(movement.createdAt)} · ${CASH_MOVEMENT_KIND_LABELS[movement.kind]}${movement.reason ? `: ${movement.reason}` : ''}`}
                value={formatEuro(movement.kind === 'out' ? `-${movement.amount}` : movement.amount)}
              />
            ))}
          </Box>
        </SimpleGrid>
        <ArqueoCard
          expected={day.expected}
          close={day.close}
          onClose={({ counted, expected }) =>
            run(closeDay, { businessDate, counted, expected }, TOASTS.dayClosed, TOASTS.dayCloseFailed)
          }
        />
        <ZReportCard report={report} />
      </Stack>
      {dialog && !closed && (
        <MovementDialog
          kind={dialog}
          businessDate={businessDate}
          onSave={(request) =>
            run(addCashMovement, request, TOASTS.cashMovementSaved, TOASTS.cashMovementFailed)
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" py="1" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text className="tabular">{value}</Text>
    </HStack>
  );
}
