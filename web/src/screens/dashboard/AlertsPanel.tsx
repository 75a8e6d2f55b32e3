import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { AlertSeverity } from '@restaurantpro/schema';
import { BoxedItem } from '../../components/BoxedItem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatRelative } from '../../lib/format.ts';
import { SHOWN_ALERTS, type DashboardAlert } from './dashboard-data.ts';

const SEVERITY: Record<AlertSeverity, { palette: string; label: string }> = {
  high: { palette: 'red', label: 'Alta' },
  medium: { palette: 'orange', label: 'Media' },
  low: { palette: 'blue', label: 'Baja' },
};

/** 'Alertas': the newest five; 'Ver todas' unfolds the rest in place. */
export function AlertsPanel({ alerts, now }: { alerts: readonly DashboardAlert[]; now: Date }) {
  const [all, setAll] = useState(false);
  const shown = all ? alerts : alerts.slice(0, SHOWN_ALERTS);
  return (
    <Card.Root h="full">
      <Card.Header>
        <Flex justify="space-between" align="center">
          <Heading as="h2" size="lg">
            Alertas
          </Heading>
          <Button
            size="sm"
            variant="ghost"
            minH="11"
            onClick={() => setAll((v) => !v)}
            disabled={alerts.length <= SHOWN_ALERTS}
          >
            {all ? 'Ver menos' : 'Ver todas'}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {alerts.length === 0 ? (
          <EmptyState icon={<CheckCircle2 />} title="Todo está en orden" />
        ) : (
          <Stack gap="3" as="ul" listStyleType="none">
            {shown.map((alert) => (
              <BoxedItem key={alert.id} data-testid="dashboard-alert" data-type={alert.type}>
                <Flex justify="space-between" align="center" gap="2">
                  <Text fontWeight="semibold">{alert.title}</Text>
                  <Badge colorPalette={SEVERITY[alert.severity].palette}>
                    {SEVERITY[alert.severity].label}
                  </Badge>
                </Flex>
                <Text fontSize="sm">{alert.message}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatRelative(alert.createdAt, now)}
                </Text>
              </BoxedItem>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
