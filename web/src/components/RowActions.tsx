import { HStack } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { ActionIconButton } from './ActionIconButton.tsx';

/** Edit and delete buttons of one table row, named after the row for screen readers and tests. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <HStack gap="1" justify="end">
      <ActionIconButton label={`Editar ${name}`} icon={<Pencil />} onClick={onEdit} />
      <ActionIconButton label={`Eliminar ${name}`} icon={<Trash2 />} palette="red" onClick={onDelete} />
    </HStack>
  );
}
