import { Badge, Table, Text } from '@chakra-ui/react';
import { ACTIVITY_KIND_LABELS, type ActivityKind } from '@restaurantpro/schema';
import { ListTable } from '../../components/ListTable.tsx';
import type { ActivityRow } from '../../data/activity-log.ts';
import { formatTime } from '../../lib/format.ts';

/** One colour per kind, so a manager scanning the day finds the voids and refunds at a glance. */
const KIND_PALETTES: Record<ActivityKind, string> = {
  void: 'red',
  discount: 'orange',
  invitation: 'purple',
  refund: 'yellow',
  stock: 'blue',
  price: 'teal',
  account: 'gray',
};

const COLUMNS = [{ label: 'Hora' }, { label: 'Persona' }, { label: 'Tipo' }, { label: 'Qué hizo' }] as const;

/** The entries of the log, newest first as the gateway answers them. */
export function ActivityTable({ entries }: { entries: readonly ActivityRow[] }) {
  return (
    <ListTable columns={COLUMNS} actions={false}>
      {entries.map((entry, index) => (
        <Table.Row key={`${entry.at}-${index}`} data-testid="activity-entry">
          <Table.Cell className="tabular" whiteSpace="nowrap">
            {formatTime(entry.at)}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{entry.userName}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={KIND_PALETTES[entry.kind]}>{ACTIVITY_KIND_LABELS[entry.kind]}</Badge>
          </Table.Cell>
          <Table.Cell>
            <Text>{entry.text}</Text>
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
