import { Box, Stack, Tabs } from '@chakra-ui/react';
import { ChefHat, ClipboardList, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { SkeletonGrid } from '../../components/SkeletonGrid.tsx';
import { describeError } from '../../lib/toasts.ts';
import { KitchenView } from './KitchenView.tsx';
import { ManagerView } from './ManagerView.tsx';
import { RefusedChanges } from './RefusedChanges.tsx';
import { StaffHeader } from './StaffHeader.tsx';
import { useStaffData } from './useStaffData.ts';
import { WaiterView } from './WaiterView.tsx';

type View = 'waiter' | 'cook' | 'manager';

const VIEWS: ReadonlyArray<{ value: View; label: string; icon: typeof ChefHat }> = [
  { value: 'waiter', label: 'Mesero', icon: ClipboardList },
  { value: 'cook', label: 'Cocina', icon: ChefHat },
  { value: 'manager', label: 'Gerente', icon: LayoutDashboard },
];

/**
 * Staff (/staff): one phone screen for the floor with three views chosen by tab, not by role (spec §6).
 * Everything reads and writes the local replica, so it keeps working offline; replication sends the
 * changes when the connection returns and the header shows how many are waiting.
 */
export default function StaffScreen() {
  useDocumentTitle('Staff');
  const [view, setView] = useState<View>('waiter');
  const data = useStaffData();
  return (
    <Stack gap="0" minH="100dvh">
      <StaffHeader />
      <Box px="4" py="3" flex="1">
        <FirstSyncGate replicas={['floor']} skeleton={<SkeletonGrid count={8} height="24" />}>
          <Stack gap="3">
            <RefusedChanges orderNumbers={data.orderNumbers} />
            <Tabs.Root
              value={view}
              onValueChange={(event) => setView(event.value as View)}
              variant="line"
              fitted
              lazyMount
              unmountOnExit={false}
            >
              <Tabs.List>
                {VIEWS.map(({ value, label, icon: Icon }) => (
                  <Tabs.Trigger key={value} value={value} minH="11">
                    <Icon size={16} aria-hidden /> {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {VIEWS.map(({ value }) => (
                <Tabs.Content key={value} value={value} pt="4">
                  {data.status === 'loading' ? (
                    <SkeletonGrid count={8} height="24" />
                  ) : data.status === 'error' ? (
                    <ErrorState
                      title="No se pudieron cargar los datos"
                      description={describeError(data.error)}
                    />
                  ) : value === 'waiter' ? (
                    <WaiterView data={data} />
                  ) : value === 'cook' ? (
                    <KitchenView data={data} />
                  ) : (
                    <ManagerView data={data} />
                  )}
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Stack>
        </FirstSyncGate>
      </Box>
    </Stack>
  );
}
