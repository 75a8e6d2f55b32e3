import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { idPart } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { CheckActions } from '../../data/writes/useCheckActions.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';

/** Move the sitting to a free table, or join it with another table's live check. */
export type CheckMoveMode = 'move' | 'merge';

/**
 * 'Mover a otra mesa' offers the free tables; 'Unir con otra mesa' the tables with a live check,
 * whose check keeps both sittings' rounds and guests.
 */
export function CheckMoveDialog({
  mode,
  from,
  tables,
  actions,
  onClose,
}: {
  mode: CheckMoveMode;
  from: FloorTableCheck;
  tables: readonly FloorTableCheck[];
  actions: CheckActions;
  onClose: () => void;
}) {
  const candidates = tables.filter(
    (entry) =>
      entry.table._id !== from.table._id &&
      (mode === 'move' ? entry.state === 'available' : entry.check !== null),
  );
  const options = candidates.map((entry) => ({
    value: idPart(entry.table._id),
    label: `Mesa ${entry.table.number}`,
  }));
  const [tableId, setTableId] = useState(options[0]?.value ?? '');
  const checkId = from.check ? idPart(from.check._id) : null;

  async function submit() {
    if (!checkId || !tableId) return;
    const into = candidates.find((entry) => idPart(entry.table._id) === tableId)?.check;
    const done =
      mode === 'move'
        ? await actions.move(checkId, tableId)
        : into
          ? await actions.merge(checkId, idPart(into._id))
          : false;
    if (done) onClose();
  }

  return (
    <FormDialog
      title={mode === 'move' ? `Mover la Mesa ${from.table.number}` : `Unir la Mesa ${from.table.number}`}
      submitLabel={mode === 'move' ? 'Mover' : 'Unir'}
      submitting={actions.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {options.length === 0 ? (
        <Text color="fg.muted">
          {mode === 'move' ? 'No hay mesas libres' : 'No hay otras mesas con cuenta abierta'}
        </Text>
      ) : (
        <FormField label={mode === 'move' ? 'Mesa libre' : 'Mesa con la que unir'} required>
          <SelectInput
            options={options}
            value={tableId}
            onChange={(event) => setTableId(event.currentTarget.value)}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
