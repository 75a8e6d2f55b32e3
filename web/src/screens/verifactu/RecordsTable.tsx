import { Badge, Table, Text } from '@chakra-ui/react';
import { ListTable } from '../../components/ListTable.tsx';
import { isListedAnulacion, type ListedRecord } from '../../data/useFiscalRecords.ts';
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

/** What a row shows of a record: an anulación names the cancelled invoice and has no amount. */
function rowOf(record: ListedRecord) {
  if (isListedAnulacion(record)) {
    return {
      key: `anulacion:${record.NumSerieFacturaAnulada}`,
      number: record.NumSerieFacturaAnulada,
      type: 'Anulación',
      amount: '—',
    };
  }
  return {
    key: record.NumSerieFactura,
    number: record.NumSerieFactura,
    type: record.TipoFactura,
    amount: formatEuro(record.ImporteTotal),
  };
}

/** A day's records in chain order, each with what the AEAT answered. */
export function RecordsTable({ records }: { records: readonly ListedRecord[] }) {
  return (
    <ListTable columns={COLUMNS} actions={false}>
      {records.map((record) => {
        const row = rowOf(record);
        return (
          <Table.Row
            key={row.key}
            data-testid="fiscal-record"
            data-state={record.envio.estado}
            data-kind={isListedAnulacion(record) ? 'anulacion' : 'alta'}
          >
            <Table.Cell whiteSpace="nowrap">{row.number}</Table.Cell>
            <Table.Cell>{row.type}</Table.Cell>
            <Table.Cell className="tabular" whiteSpace="nowrap">
              {record.FechaHoraHusoGenRegistro}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {record.NumeroInstalacion} · {record.posicion}
            </Table.Cell>
            <Table.Cell className="tabular" textAlign="end">
              {row.amount}
            </Table.Cell>
            <Table.Cell>
              <Text fontFamily="mono" fontSize="xs" title={record.Huella}>
                {record.Huella.slice(0, 12)}…
              </Text>
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={STATE_PALETTES[record.envio.estado] ?? 'gray'}>
                {record.envio.estado}
              </Badge>
              {record.envio.incidencia && <Badge ml="1">Incidencia</Badge>}
              {record.envio.codigo && (
                <Text fontSize="xs">
                  {record.envio.codigo}: {record.envio.descripcion}
                </Text>
              )}
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
