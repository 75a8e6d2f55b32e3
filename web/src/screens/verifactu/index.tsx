import { Alert, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fiscalDate, isManagerRole, roleViewRefusal } from '@restaurantpro/schema';
import { ListStates } from '../../components/ListStates.tsx';
import { NOT_CONFIGURED_TEXT, unsentText } from '../../components/FiscalPendingBadge.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useClock } from '../../data/clock.ts';
import { useSession } from '../../data/session.ts';
import {
  RECORDS_OFFLINE_MESSAGE,
  type RefusedListed,
  useFiscalRecords,
  useRefusedRecords,
} from '../../data/useFiscalRecords.ts';
import { useFiscalStatus } from '../../data/useFiscalStatus.ts';
import { formatDateTime } from '../../lib/format.ts';
import { selectOnline, useSyncStore } from '../../sync/sync-store.ts';
import { RecordsTable } from './RecordsTable.tsx';
import { RoleGate } from '../../components/RoleGate.tsx';

/**
 * 'Verifactu': the billing records of a day with what the AEAT answered for each, how sending
 * stands (configured, unsent, last send, last error), and the records the gateway refused, each
 * with the reason. For managers.
 */
export default function VerifactuScreen() {
  const role = useSession((state) => state.user?.role);
  return (
    <RoleGate
      title="Verifactu"
      allowed={role !== undefined && isManagerRole(role)}
      reason={roleViewRefusal('fiscal')}
    >
      <Records />
    </RoleGate>
  );
}

/** A refused record's name: its invoice, or for an anulación the invoice it would have cancelled. */
function refusedName(record: RefusedListed): string {
  if (record.TipoRegistro === 'Anulacion' || record.NumSerieFactura === undefined)
    return `Anulación de ${record.NumSerieFacturaAnulada ?? record.NumSerieFactura ?? '?'}`;
  return record.NumSerieFactura;
}

function Records() {
  const clock = useClock();
  const [date, setDate] = useState(() => {
    const [day, month, year] = fiscalDate(clock(), Intl.DateTimeFormat().resolvedOptions().timeZone).split(
      '-',
    );
    return `${year}-${month}-${day}`;
  });
  const online = useSyncStore(selectOnline);
  const refused = useRefusedRecords(online);
  const status = useFiscalStatus();
  const records = useFiscalRecords(date, online);

  return (
    <Page>
      <PageHeader title="Verifactu" subtitle="Registros de facturación y su envío a la AEAT" />
      <Stack gap="3" mb="4">
        {status.configured === false && (
          <Alert.Root status="warning" data-testid="fiscal-not-configured">
            <Alert.Indicator />
            <Alert.Title>{NOT_CONFIGURED_TEXT}</Alert.Title>
          </Alert.Root>
        )}
        <Text data-testid="fiscal-unsent-summary">
          {status.unsent === 0 ? 'Todos los registros están enviados a la AEAT' : unsentText(status.unsent)}
          {status.lastSendAt ? ` · Último envío: ${formatDateTime(status.lastSendAt)}` : ''}
        </Text>
        {status.lastError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>
              Último error ({formatDateTime(status.lastError.at)}): {status.lastError.message}
            </Alert.Title>
          </Alert.Root>
        )}
        {(refused.data ?? []).map((record) => (
          <Alert.Root
            key={`${record.NumeroInstalacion}:${record.posicion}:${refusedName(record)}`}
            status="error"
            data-testid="fiscal-refused"
          >
            <Alert.Indicator />
            <Alert.Title>
              {refusedName(record)} (instalación {record.NumeroInstalacion}, nº {record.posicion}) rechazado
              por la pasarela el {formatDateTime(record.en)}: {record.motivo}
            </Alert.Title>
          </Alert.Root>
        ))}
      </Stack>
      <HStack gap="4" mb="4" align="end">
        <FormField label="Fecha de expedición">
          <Input
            type="date"
            value={date}
            maxW="12rem"
            onChange={(event) => {
              if (event.currentTarget.value) setDate(event.currentTarget.value);
            }}
          />
        </FormField>
      </HStack>
      <ListStates
        offline={online ? null : RECORDS_OFFLINE_MESSAGE}
        load={records}
        skeleton={<SkeletonList rows={4} />}
        errorTitle="No se pudieron leer los registros"
        gatewayError
        isEmpty={(records.data ?? []).length === 0}
        emptyTitle="Sin registros"
        emptyDescription="Ningún ticket se expidió este día."
      >
        <RecordsTable records={records.data ?? []} />
      </ListStates>
    </Page>
  );
}
