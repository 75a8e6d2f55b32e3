import { HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';

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
      <IconButton aria-label={`Editar ${name}`} variant="ghost" minW="11" minH="11" onClick={onEdit}>
        <Pencil />
      </IconButton>
      <IconButton
        aria-label={`Eliminar ${name}`}
        variant="ghost"
        colorPalette="red"
        minW="11"
        minH="11"
        onClick={onDelete}
      >
        <Trash2 />
      </IconButton>
    </HStack>
  );
}
