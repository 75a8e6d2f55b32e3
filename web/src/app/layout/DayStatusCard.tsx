import { Badge, Box, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useDayStatus } from '../../data/useDayStatus.ts';
import { formatEuro } from '../../lib/format.ts';
import { useCaughtUp } from '../../sync/useCaughtUp.ts';

/** 'Estado del Día' with the real occupied tables and today's sales (DESIGN §7 replaces the spec's fixed figures). */
export function DayStatusCard() {
  const { data, status } = useDayStatus();
  // An empty replica on a new device would read as a quiet day: the figures wait for the first catch-up.
  const day = useCaughtUp(['floor']) && status === 'done' ? data : undefined;
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" bg="bg.subtle" data-testid="day-status">
      <Flex justify="space-between" align="center" mb="2">
        <Text fontSize="sm" fontWeight="semibold">
          Estado del Día
        </Text>
        <Badge colorPalette="green" variant="solid" size="sm">
          Activo
        </Badge>
      </Flex>
      <HStack gap="4" justify="space-between">
        <Stack gap="0">
          {day ? (
            <Text fontWeight="bold" fontSize="lg" className="tabular" data-testid="occupied-tables">
              {day.occupiedTables}
            </Text>
          ) : (
            <Skeleton height="6" width="8" />
          )}
          <Text fontSize="xs" color="fg.muted">
            Mesas
          </Text>
        </Stack>
        <Stack gap="0" align="end">
          {day ? (
            <Text fontWeight="bold" fontSize="lg" className="tabular" data-testid="today-sales">
              {formatEuro(day.todaySales)}
            </Text>
          ) : (
            <Skeleton height="6" width="16" />
          )}
          <Text fontSize="xs" color="fg.muted">
            Ventas
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}
