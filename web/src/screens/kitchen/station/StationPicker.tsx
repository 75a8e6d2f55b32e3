import { NativeSelect } from '@chakra-ui/react';
import type { Station } from '@restaurantpro/schema';
import { refOf } from '../../../data/repositories/orders.ts';
import { kitchenViewValue, parseKitchenView, type KitchenView } from './useKitchenStation.ts';

/** 'Toda la cocina', each active station, and 'Pase': what this screen shows. */
export function StationPicker({
  stations,
  view,
  onChange,
}: {
  stations: readonly Station[];
  view: KitchenView;
  onChange: (view: KitchenView) => void;
}) {
  return (
    <NativeSelect.Root size="lg" width="auto" minW="52">
      <NativeSelect.Field
        aria-label="Estación"
        value={kitchenViewValue(view)}
        onChange={(event) => onChange(parseKitchenView(event.currentTarget.value))}
      >
        <option value="all">Toda la cocina</option>
        {stations.map((station) => (
          <option key={station._id} value={refOf(station)}>
            {station.name}
          </option>
        ))}
        <option value="pase">Pase</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
