import { HStack, Input } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ACTIVITY_OFFLINE_MESSAGE, ACTIVITY_ROLE_REFUSAL, isManagerRole } from '@restaurantpro/schema';
import { ListStates } from '../../components/ListStates.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useClock } from '../../data/clock.ts';
import { useSession } from '../../data/session.ts';
import { useActivityLog } from '../../data/useActivityLog.ts';
import { todayBusinessDate } from '../../lib/business-date.ts';
import { formatDate } from '../../lib/format.ts';
import { selectOnline, useSyncStore } from '../../sync/sync-store.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { RoleGate } from '../../components/RoleGate.tsx';

const EVERYONE = '';

/**
 * 'Actividad': who voided, discounted, refunded, adjusted stock, changed a price or an account on a
 * business day, for managers. The day's log is asked once; the person filter is applied to it, so
 * changing the person needs no request and its options (everyone with activity that day) stay put.
 */
export default function ActivityScreen() {
  const role = useSession((state) => state.user?.role);
  return (
    <RoleGate
      title="Actividad"
      allowed={role !== undefined && isManagerRole(role)}
      reason={ACTIVITY_ROLE_REFUSAL}
    >
      <ActivityLog />
    </RoleGate>
  );
}

function ActivityLog() {
  const clock = useClock();
  const [date, setDate] = useState(() => todayBusinessDate(clock()));
  const [userId, setUserId] = useState(EVERYONE);
  const online = useSyncStore(selectOnline);
  const log = useActivityLog({ date }, online);
  const people = useMemo(() => log.data?.people ?? [], [log.data]);
  const entries = useMemo(
    () => (log.data?.entries ?? []).filter((entry) => userId === EVERYONE || entry.userId === userId),
    [log.data, userId],
  );
  const options = [
    { value: EVERYONE, label: 'Todas las personas' },
    ...people.map((p) => ({ value: p.id, label: p.name })),
  ];

  return (
    <Page>
      <PageHeader title="Actividad" subtitle={`Día ${formatDate(`${date}T12:00:00`)}`} />
      <HStack gap="4" mb="4" align="end" flexWrap="wrap">
        <FormField label="Día">
          <Input
            type="date"
            value={date}
            maxW="12rem"
            onChange={(event) => {
              // An empty picker (cleared by hand) keeps the day shown rather than asking for none.
              if (!event.currentTarget.value) return;
              setDate(event.currentTarget.value);
              setUserId(EVERYONE);
            }}
          />
        </FormField>
        <FormField label="Persona">
          <SelectInput
            options={options}
            value={userId}
            maxW="16rem"
            onChange={(event) => setUserId(event.currentTarget.value)}
          />
        </FormField>
      </HStack>
      <ListStates
        offline={online ? null : ACTIVITY_OFFLINE_MESSAGE}
        load={log}
        skeleton={<SkeletonList rows={4} />}
        errorTitle="No se pudo cargar el registro de actividad"
        gatewayError
        isEmpty={entries.length === 0}
        emptyTitle="Sin actividad"
        emptyDescription="Nadie anuló, descontó, devolvió, ajustó stock, cambió precios ni cuentas este día."
      >
        <ActivityTable entries={entries} />
      </ListStates>
    </Page>
  );
}
