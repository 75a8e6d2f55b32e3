import {
  Badge,
  Button,
  Checkbox,
  Dialog,
  Fieldset,
  Flex,
  Input,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { TEXT_MAX_LENGTH, type ModifierGroup, type Product } from '@restaurantpro/schema';
import type { LineChoice } from '../../lib/cart-lines.ts';
import { formatEuro } from '../../lib/format.ts';
import { clearPicks, NO_PICKS, pickerVerdict, togglePick, type Picks } from '../../lib/modifier-picker.ts';
import { formatPriceDelta } from '../../lib/order-lines.ts';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { AllergenBadge } from '../../components/AllergenBadge.tsx';

/** The radio value of 'Ninguna' in an optional single-choice group (option ids never start with '·'). */
const NONE = '·none';

function OptionText({ name, priceDelta }: { name: string; priceDelta: string }) {
  const delta = formatPriceDelta(priceDelta);
  return (
    <>
      {name}
      {delta && (
        <Text as="span" color="fg.muted" ms="2" className="tabular">
          {delta}
        </Text>
      )}
    </>
  );
}

function GroupChoice({
  group,
  picked,
  onChange,
}: {
  group: ModifierGroup;
  picked: readonly string[];
  onChange: (change: (picks: Picks) => Picks) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" fontSize="md">
        <Flex gap="2" align="center">
          {group.name}
          {group.required && (
            <Badge colorPalette="red" variant="subtle">
              Obligatorio
            </Badge>
          )}
          <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
            {group.kind === 'single' ? 'Elige una' : 'Elige las que quieras'}
          </Text>
        </Flex>
      </Fieldset.Legend>
      {group.kind === 'single' ? (
        <RadioGroup.Root
          aria-label={group.name}
          value={picked[0] ?? (group.required ? null : NONE)}
          onValueChange={({ value }) =>
            onChange((picks) =>
              value === null || value === NONE
                ? clearPicks(picks, group.id)
                : togglePick(picks, group, value, true),
            )
          }
        >
          <Stack gap="1">
            {group.options.map((option) => (
              <RadioGroup.Item key={option.id} value={option.id} minH="10">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <OptionText name={option.name} priceDelta={option.priceDelta} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
            {!group.required && (
              <RadioGroup.Item value={NONE} minH="10">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Ninguna</RadioGroup.ItemText>
              </RadioGroup.Item>
            )}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Stack gap="1">
          {group.options.map((option) => (
            <Checkbox.Root
              key={option.id}
              minH="10"
              checked={picked.includes(option.id)}
              onCheckedChange={({ checked }) =>
                onChange((picks) => togglePick(picks, group, option.id, checked === true))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <OptionText name={option.name} priceDelta={option.priceDelta} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Fieldset.Root>
  );
}

/**
 * Asks how a dish is to be made before it goes into the order: one radio list per single-choice
 * group, checkboxes per multiple-choice group, each option's price change, and a note for the
 * kitchen. 'Añadir' stays disabled, naming the group, until every required group is answered.
 * Mount it per product (a `key`), so each opening starts with nothing ticked.
 */
export function ModifierPicker({
  product,
  onAdd,
  onClose,
}: {
  product: Product;
  onAdd: (choice: LineChoice) => void;
  onClose: () => void;
}) {
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [notes, setNotes] = useState('');
  const verdict = pickerVerdict(product, picks);
  const add = () => {
    if (verdict.problem === null) onAdd({ modifiers: verdict.modifiers, notes });
  };
  return (
    <DialogFrame onClose={onClose} size="md" content={{ 'data-testid': 'modifier-picker' }}>
      <Dialog.Header>
        <Stack gap="1">
          <Dialog.Title>{product.name}</Dialog.Title>
          <AllergenBadge allergens={product.allergens} />
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {(product.modifierGroups ?? []).map((group) => (
            <GroupChoice
              key={group.id}
              group={group}
              picked={picks[group.id] ?? []}
              onChange={(change) => setPicks(change)}
            />
          ))}
          <Input
            aria-label="Nota para cocina"
            placeholder="Nota para cocina (sin cebolla...)"
            value={notes}
            maxLength={TEXT_MAX_LENGTH}
            onChange={(event) => setNotes(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') add();
            }}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Text
          // A line of its own on phones, so both buttons stay side by side under it.
          flexBasis={{ base: 'full', sm: '0' }}
          flexGrow="1"
          role="status"
          color={verdict.problem ? 'fg.error' : 'fg.muted'}
          fontWeight={verdict.problem ? 'semibold' : 'normal'}
          data-testid="modifier-picker-status"
        >
          {verdict.problem ?? `Precio: ${formatEuro(verdict.unitPrice)}`}
        </Text>
        <Button variant="outline" minH="11" onClick={onClose}>
          Cancelar
        </Button>
        <Button colorPalette="brand" minH="11" disabled={verdict.problem !== null} onClick={add}>
          Añadir
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
