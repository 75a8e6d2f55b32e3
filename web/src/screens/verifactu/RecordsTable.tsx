import { Badge, Table, Text } from '@chakra-ui/react';
import { ListTable } from '../../components/ListTable.tsx';
import type { ListedRecord } from '../../data/useFiscalRecords.ts';
import { formatEuro } from '../../lib/format.ts';

const STATE_PALETTES: Record<string, string> = {
  pendiente: 'orange',
  Correcto: 'green',
  AceptadoConErrores: 'yellow',
  Incorrecto: 'red',
};

const COLUMNS = [
  { label: 'Nº' },
  { label: 'Tipo' },
  { label: 'Generado' },
  { label: 'Instalación' },
  { label: 'Importe', end: true },
  { label: 'Huella' },
  { label: 'Envío' },
] as const;

/** A day's records in chain order, each with what the AEAT answered. */
export function RecordsTable({ records }: { records: readonly ListedRecord[] }) {
  return (
    <ListTable columns={COLUMNS} actions={false}>
      {records.map((record) => (
        <Table.Row key={record.NumSerieFactura} data-testid="fiscal-record" data-state={record.envio.estado}>
          <Table.Cell whiteSpace="nowrap">{record.NumSerieFactura}</Table.Cell>
          <Table.Cell>{record.TipoFactura}</Table.Cell>
          <Table.Cell className="tabular" whiteSpace="nowrap">
            {record.FechaHoraHusoGenRegistro}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {record.NumeroInstalacion} · {record.posicion}
          </Table.Cell>
          <Table.Cell className="tabular" textAlign="end">
            {formatEuro(record.ImporteTotal)}
          </Table.Cell>
          <Table.Cell>
            <Text fontFamily="mono" fontSize="xs" title={record.Huella}>
              {record.Huella.slice(0, 12)}…
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={STATE_PALETTES[record.envio.estado] ?? 'gray'}>{record.envio.estado}</Badge>
            {record.envio.incidencia && <Badge ml="1">Incidencia</Badge>}
            {record.envio.codigo && (
              <Text fontSize="xs">
                {record.envio.codigo}: {record.envio.descripcion}
              </Text>
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
