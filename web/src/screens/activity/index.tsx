import { HStack, Input } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ACTIVITY_OFFLINE_MESSAGE, ACTIVITY_ROLE_REFUSAL, isManagerRole } from '@restaurantpro/schema';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useClock } from '../../data/clock.ts';
import { useSession } from '../../data/session.ts';
import { useActivityLog } from '../../data/useActivityLog.ts';
import { todayBusinessDate } from '../../lib/business-date.ts';
import { formatDate } from '../../lib/format.ts';
import { selectOnline, useSyncStore } from '../../sync/sync-store.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { RefusedPage } from '../../components/RefusedPage.tsx';

const EVERYONE = '';

/**
 * 'Actividad': who voided, discounted, refunded, adjusted stock, changed a price or an account on a
 * business day, for managers. The day's log is asked once; the person filter is applied to it, so
 * changing the person needs no request and its options (everyone with activity that day) stay put.
 */
export default function ActivityScreen() {
  useDocumentTitle('Actividad');
  const role = useSession((state) => state.user?.role);
  if (role === undefined || !isManagerRole(role)) {
    return <RefusedPage title="Actividad" reason={ACTIVITY_ROLE_REFUSAL} />;
  }
  return <ActivityLog />;
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
      {!online ? (
        <EmptyState icon={<WifiOff />} title={ACTIVITY_OFFLINE_MESSAGE} />
      ) : log.status === 'error' ? (
        <ErrorState
          title={
            log.error instanceof Error ? log.error.message : 'No se pudo cargar el registro de actividad'
          }
        />
      ) : log.status === 'loading' ? (
        <SkeletonList rows={4} />
      ) : entries.length === 0 ? (
        <EmptyState
          title="Sin actividad"
          description="Nadie anuló, descontó, devolvió, ajustó stock, cambió precios ni cuentas este día."
        />
      ) : (
        <ActivityTable entries={entries} />
      )}
    </Page>
  );
}
