import { Button, Dialog, Stack } from '@chakra-ui/react';
import type { OrderItem } from '@restaurantpro/schema';
import { DialogFrame } from '../../../components/DialogFrame.tsx';

/** 'Pasar a otra estación': the stations a line may go to, this one left out. */
export function PassDialog({
  line,
  stations,
  onPass,
  onClose,
}: {
  line: OrderItem;
  /** The other stations, by id: their names. */
  stations: ReadonlyArray<{ id: string; name: string }>;
  onPass: (stationId: string) => void;
  onClose: () => void;
}) {
  return (
    <DialogFrame onClose={onClose} content={{ 'aria-label': 'Pasar a otra estación' }}>
      <Dialog.Header>
        <Dialog.Title>{`Pasar ${line.quantity}× ${line.productName} a…`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <Stack gap="2">
          {stations.map((station) => (
            <Button key={station.id} size="lg" variant="outline" onClick={() => onPass(station.id)}>
              {station.name}
            </Button>
          ))}
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  );
}
