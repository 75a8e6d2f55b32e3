import { Grid, Stack, Text } from '@chakra-ui/react';
import { displayName, useSession } from '../../data/session.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useCashDaySources } from '../../data/useCashDaySources.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { openChecksValue } from '../../lib/cash-day.ts';
import { useNow } from '../../components/useNow.ts';
import { ActiveOrdersPanel } from './ActiveOrdersPanel.tsx';
import { AlertsPanel } from './AlertsPanel.tsx';
import { activeOrders, buildAlerts, computeStats } from './dashboard-data.ts';
import { FloorPlan } from './FloorPlan.tsx';
import { StatsRow } from './StatsRow.tsx';
import { useFloorPlanActions } from './useFloorPlanActions.tsx';
import { useDashboardData } from './useDashboardData.ts';

/** Dashboard (/ signed in): the day's real figures, floor plan, active orders and alerts, live. */
export default function DashboardScreen() {
  useDocumentTitle('Dashboard Principal');
  const user = useSession((state) => state.user);
  const data = useDashboardData();
  const areas = useLiveDocs('area');
  const now = useNow();
  const plan = useFloorPlanActions();
  const alerts = data.data ? buildAlerts(data.data) : [];
  const stats = data.data ? computeStats(data.data, alerts) : undefined;
  const money = useCashDaySources();
  const openChecks = money.data ? openChecksValue(money.data) : undefined;
  // The shape of the screen while its data is on its way: no panel says "none" before it is read.
  const skeleton = (
    <Stack gap="6">
      <StatsRow stats={undefined} openChecks={undefined} />
      <SkeletonList rows={3} height="24" />
    </Stack>
  );

  return (
    <Page>
      <PageHeader
        title="Dashboard Principal - Gestión integral del restaurante"
        actions={
          <Stack gap="0" textAlign={{ md: 'right' }}>
            <Text fontWeight="semibold">{displayName(user)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {user?.email}
            </Text>
          </Stack>
        }
      />
      {/* The figures, the plan and 'Todo está en orden' are only true of a replica that has caught up
          (invoices and suppliers come from the office replica, on devices that keep it). */}
      <FirstSyncGate replicas={['floor', 'office']} skeleton={skeleton}>
        {data.status === 'error' ? (
          <ErrorState
            title="No se pudieron cargar los datos del día"
            description="Comprueba la conexión y vuelve a intentarlo."
          />
        ) : data.status === 'loading' || areas.status === 'loading' ? (
          skeleton
        ) : (
          <Stack gap="6">
            <StatsRow stats={stats} openChecks={openChecks} />
            <FloorPlan areas={areas.data ?? []} tables={data.data?.tables ?? []} actions={plan.actions} />
            {plan.dialog}
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
              <ActiveOrdersPanel
                orders={data.data ? activeOrders(data.data.orders) : []}
                tables={data.data?.tables ?? []}
                now={now}
              />
              <AlertsPanel alerts={alerts} now={now} />
            </Grid>
          </Stack>
        )}
      </FirstSyncGate>
    </Page>
  );
}
