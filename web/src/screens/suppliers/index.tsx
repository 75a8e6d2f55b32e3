import { roleViewRefusal } from '@restaurantpro/schema';
import { Button, Tabs } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FirstSyncGate } from '../../components/FirstSyncGate.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SkeletonList } from '../../components/SkeletonList.tsx';
import { markInvoicePaid, type StoredInvoice } from '../../data/repositories/invoices.ts';
import { refOf } from '../../data/repositories/orders.ts';
import type { StoredSupplier } from '../../data/repositories/suppliers.ts';
import { useBackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { TOASTS } from '../../lib/toasts.ts';
import type { InvoiceRow } from './invoice-list.ts';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { InvoicesTab } from './InvoicesTab.tsx';
import { SupplierDialog } from './SupplierDialog.tsx';
import { SupplierPanel } from './SupplierPanel.tsx';
import { SuppliersTab } from './SuppliersTab.tsx';
import { useSuppliersData } from './useSuppliersData.ts';
import { RoleGate } from '../../components/RoleGate.tsx';

/**
 * 'Proveedores' (/suppliers), for managers and administrators, whose devices keep the office
 * replica: the suppliers with a search, each supplier's page (its invoices and deliveries), and
 * every invoice with filters and totals.
 */
export default function SuppliersScreen() {
  const writer = useBackOfficeWriter('supplier');
  return (
    <RoleGate
      title="Proveedores"
      allowed={writer.canEdit}
      reason={roleViewRefusal('supplier')}
      description="Los proveedores y sus facturas los gestiona la gerencia."
    >
      <SuppliersOffice />
    </RoleGate>
  );
}

function SuppliersOffice() {
  const data = useSuppliersData();
  const invoiceWriter = useBackOfficeWriter('invoice');
  const [tab, setTab] = useState('suppliers');
  // null: closed; { supplier: null }: new; otherwise the supplier being edited.
  const [supplierDialog, setSupplierDialog] = useState<{ supplier: StoredSupplier | null } | null>(null);
  const [invoiceDialog, setInvoiceDialog] = useState<{
    invoice: StoredInvoice | null;
    supplierId?: string;
  } | null>(null);
  // The open supplier page, by id, so it shows the supplier as it is now after an edit.
  const [openId, setOpenId] = useState<string | null>(null);
  const suppliers = data.suppliers.data ?? [];
  const open = openId === null ? undefined : suppliers.find((supplier) => refOf(supplier) === openId);

  const pay = (row: InvoiceRow) =>
    void invoiceWriter.run(markInvoicePaid, row.id, TOASTS.invoicePaid, TOASTS.invoicePayFailed);
  const editInvoice = (row: InvoiceRow) => setInvoiceDialog({ invoice: row.invoice });

  return (
    <Page>
      <PageHeader
        title="Proveedores"
        subtitle="Gestión de proveedores, facturas y entregas"
        actions={
          <>
            <Button variant="outline" minH="11" onClick={() => setInvoiceDialog({ invoice: null })}>
              <Plus /> Nueva factura
            </Button>
            <Button colorPalette="brand" minH="11" onClick={() => setSupplierDialog({ supplier: null })}>
              <Plus /> Nuevo proveedor
            </Button>
          </>
        }
      />
      <FirstSyncGate replicas={['office', 'floor']} skeleton={<SkeletonList rows={6} />}>
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" lazyMount>
          <Tabs.List mb="4">
            <Tabs.Trigger value="suppliers" minH="11">
              Proveedores
            </Tabs.Trigger>
            <Tabs.Trigger value="invoices" minH="11">
              Facturas
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="suppliers">
            <SuppliersTab
              suppliers={data.suppliers}
              onOpen={(supplier) => setOpenId(refOf(supplier))}
              onEdit={(supplier) => setSupplierDialog({ supplier })}
            />
          </Tabs.Content>
          <Tabs.Content value="invoices">
            <InvoicesTab
              invoices={data.invoices}
              suppliers={suppliers}
              rows={data.rows}
              onEdit={editInvoice}
              onPay={pay}
            />
          </Tabs.Content>
        </Tabs.Root>
      </FirstSyncGate>
      {open && (
        <SupplierPanel
          supplier={open}
          rows={data.rows}
          deliveries={data.deliveries.data ?? []}
          onClose={() => setOpenId(null)}
          onEdit={() => setSupplierDialog({ supplier: open })}
          onNewInvoice={() => setInvoiceDialog({ invoice: null, supplierId: refOf(open) })}
          onEditInvoice={editInvoice}
          onPay={pay}
        />
      )}
      {supplierDialog && (
        <SupplierDialog supplier={supplierDialog.supplier} onClose={() => setSupplierDialog(null)} />
      )}
      {invoiceDialog && (
        <InvoiceDialog
          invoice={invoiceDialog.invoice}
          suppliers={suppliers}
          today={data.today}
          supplierId={invoiceDialog.supplierId}
          onClose={() => setInvoiceDialog(null)}
        />
      )}
    </Page>
  );
}
