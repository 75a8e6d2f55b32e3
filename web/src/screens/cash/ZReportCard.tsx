import { Box, Button, Heading, Table } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import type { ZReport } from '@restaurantpro/schema';
import { openPrintView, PRINT_ROUTES } from '../../lib/print.ts';
import { zReportRows } from '../../lib/z-report-rows.ts';
import { NumberCell } from '../../components/NumberCell.tsx';

/** 'Informe Z' of the day on screen, and 'Imprimir informe Z' (the 80 mm print view). */
export function ZReportCard({ report }: { report: ZReport }) {
  return (
    <Box as="section" aria-label="Informe Z" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" mb="3">
        Informe Z
      </Heading>
      <Table.Root size="sm" mb="3" aria-label="Informe Z">
        <Table.Body>
          {zReportRows(report).map((row, index) => (
            <Table.Row key={`${row.label}-${index}`}>
              <Table.Cell fontWeight={row.section ? 'semibold' : undefined}>{row.label}</Table.Cell>
              <NumberCell>{row.value}</NumberCell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Button variant="outline" onClick={() => openPrintView(PRINT_ROUTES.z(report.businessDate))}>
        <Printer aria-hidden />
        Imprimir informe Z
      </Button>
    </Box>
  );
}
