import { Box, Button, Flex, Grid, Heading, HStack } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { OrderQueue } from './OrderQueue.tsx';
import { RecipeSheet } from './RecipeSheet.tsx';
import { StockPanel } from './StockPanel.tsx';
import { StationPicker } from './station/StationPicker.tsx';
import StationView from './station/StationView.tsx';
import { useKitchenStation, type KitchenView } from './station/useKitchenStation.ts';
import { useLiveDocs } from '../../data/useLiveDocs.ts';
import { refOf } from '../../data/repositories/orders.ts';

/**
 * Kitchen (/kitchen): the whole kitchen (daily stock, the selected dish's recipe sheet and the live
 * order queue), one station's board, or the pass, as this device was set to show.
 */
export default function KitchenScreen() {
  useDocumentTitle('Gestión de Cocina');
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [chosen, choose] = useKitchenStation();
  const stations = (useLiveDocs('station').data ?? []).filter((station) => station.isActive);
  // A station since deleted or switched off: the device falls back to the whole kitchen.
  const view: KitchenView =
    typeof chosen === 'object' && !stations.some((station) => refOf(station) === chosen.stationId)
      ? 'all'
      : chosen;
  return (
    <Flex direction="column" minH="100dvh">
      <Flex as="header" align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px" gap="3">
        <Heading as="h1" size="xl">
          Gestión de Cocina - Control de Stock y Pedidos
        </Heading>
        <HStack gap="3">
          <StationPicker stations={stations} view={view} onChange={choose} />
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <X /> Cerrar
          </Button>
        </HStack>
      </Flex>
      <FirstSyncGate
        replicas={['floor']}
        skeleton={
          <Box px="4">
            <SkeletonList rows={4} height="24" />
          </Box>
        }
      >
        {view !== 'all' ? (
          <StationView view={view} />
        ) : (
          <Grid
            flex="1"
            templateColumns={{ base: '1fr', lg: '1fr 1fr 1.2fr' }}
            gap="4"
            p="4"
            alignItems="start"
          >
            <Box maxH={{ lg: 'calc(100dvh - 96px)' }} overflowY="auto" pe="1">
              <StockPanel selected={selected} onSelect={setSelected} />
            </Box>
            <Box>
              <RecipeSheet productId={selected} />
            </Box>
            {/* Room under the last card: the toasts (bottom-end) would otherwise sit on its button, out of
            reach until they time out, and a toast stays while a pointer rests on it. */}
            <Box maxH={{ lg: 'calc(100dvh - 96px)' }} overflowY="auto" pe="1" pb="28">
              <OrderQueue />
            </Box>
          </Grid>
        )}
      </FirstSyncGate>
    </Flex>
  );
}
