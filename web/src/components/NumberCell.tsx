import { Table } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

/** A table cell holding a figure: right-aligned, with digits of one width so columns line up. */
export function NumberCell(props: Omit<ComponentProps<typeof Table.Cell>, 'textAlign' | 'className'>) {
  return <Table.Cell textAlign="end" className="tabular" {...props} />;
}
