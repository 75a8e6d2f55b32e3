import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { idPart, isChargedLine, type LineRef } from '@restaurantpro/schema';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { CheckActions } from '../../data/writes/useCheckActions.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';

const keyOf = (ref: LineRef) => `${ref.orderId}/${ref.lineId}`;

/** 'Mover líneas': chosen lines of this check go to another table's live check, all of them or none. */
export function TransferDialog({
  from,
  tables,
  actions,
  onClose,
}: {
  from: FloorTableCheck;
  tables: readonly FloorTableCheck[];
  actions: CheckActions;
  onClose: () => void;
}) {
  const targets = tables.filter((entry) => entry.table._id !== from.table._id && entry.check !== null);
  const options = targets.map((entry) => ({
    value: idPart(entry.table._id),
    label: `Mesa ${entry.table.number}`,
  }));
  const [tableId, setTableId] = useState(options[0]?.value ?? '');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const lines = (from.view?.lines ?? []).filter(({ line }) => isChargedLine(line));
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const to = targets.find((entry) => idPart(entry.table._id) === tableId)?.check;
    if (!from.check || !to) return;
    const refs = lines
      .map(({ orderId, line }) => ({ orderId, lineId: line.id }))
      .filter((ref) => chosen.has(keyOf(ref)));
    if (refs.length === 0) return setProblem('Elige al menos una línea para mover');
    if (await actions.transfer(idPart(from.check._id), idPart(to._id), refs)) onClose();
  }

  return (
    <FormDialog
      title={`Mover líneas de la Mesa ${from.table.number}`}
      submitLabel="Mover líneas"
      submitting={actions.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {options.length === 0 ? (
        <Text color="fg.muted">No hay otras mesas con cuenta abierta</Text>
      ) : (
        <FormField label="A la mesa" required>
          <SelectInput
            options={options}
            value={tableId}
            onChange={(event) => setTableId(event.currentTarget.value)}
          />
        </FormField>
      )}
      <Stack gap="2" aria-label="Líneas">
        {lines.map(({ orderId, line }) => {
          const key = keyOf({ orderId, lineId: line.id });
          return (
            <Checkbox.Root
              key={key}
              checked={chosen.has(key)}
              onCheckedChange={(details) => {
                const next = new Set(chosen);
                if (details.checked === true) next.add(key);
                else next.delete(key);
                setChosen(next);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{`${line.quantity} × ${line.productName}`}</Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}
    </FormDialog>
  );
}
