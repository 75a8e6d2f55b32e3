/**
 * Every toast text of the spec (§8) in one place, as plain data: `data/notify.ts` shows them and the
 * write hooks choose them. Nobody writes toast strings elsewhere, so wording stays consistent.
 */
export interface ToastText {
  title: string;
  description?: string;
  /** Chakra toast type: error toasts are the spec's "destructive" ones. */
  type: 'success' | 'error' | 'info' | 'warning';
}

const error = (description: string, title = 'Error'): ToastText => ({ title, description, type: 'error' });
const success = (title: string, description?: string): ToastText =>
  description === undefined ? { title, type: 'success' } : { title, description, type: 'success' };

export const TOASTS = {
  // Session
  unauthorized: error('You are logged out. Logging in again...', 'Unauthorized'),
  unauthorizedEs: error('Inicia sesión para continuar...', 'No autorizado'),

  // Point of sale
  selectTable: error('Debe seleccionar una mesa antes de enviar el pedido', 'Seleccione una mesa'),
  emptyOrder: error('Añada productos al pedido antes de enviarlo', 'Pedido vacío'),
  productUnavailable: error('Este producto no está disponible actualmente', 'Producto sin stock'),
  orderSendFailed: error('No se pudo enviar el pedido'),
  orderSent: success('Pedido enviado', 'El pedido ha sido enviado a cocina correctamente'),
  productAdded: success('Producto añadido'),
  orderCleared: success('Pedido limpio'),

  // Kitchen
  stockUpdateFailed: error('No se pudo actualizar el stock'),
  orderUpdateFailed: error('No se pudo actualizar el pedido'),
  recipeNotFound: error('No se encontró información de receta para este producto', 'Receta No Encontrada'),
  stockUpdated: success('Stock actualizado', 'Los cambios se han sincronizado con el punto de venta'),

  // Back office
  ingredientCreateFailed: error('No se pudo crear el ingrediente'),
  ingredientUpdateFailed: error('No se pudo actualizar el ingrediente'),
  ingredientDeleteFailed: error('No se pudo eliminar el ingrediente'),
  ingredientCreated: success('Ingrediente creado exitosamente'),
  ingredientUpdated: success('Ingrediente actualizado exitosamente'),
  ingredientDeleted: success('Ingrediente eliminado exitosamente'),
  areaCreateFailed: error('No se pudo crear el área'),
  areaUpdateFailed: error('No se pudo actualizar el área'),
  areaDeleteFailed: error('No se pudo eliminar el área'),
  areaCreated: success('Área creada exitosamente'),
  areaUpdated: success('Área actualizada exitosamente'),
  areaDeleted: success('Área eliminada exitosamente'),
  tableCreateFailed: error('No se pudo crear la mesa.'),
  tableUpdateFailed: error('No se pudo actualizar la mesa.'),
  tableDeleteFailed: error('No se pudo eliminar la mesa.'),
  tableCreated: success('Mesa creada', 'La mesa se ha creado exitosamente.'),
  tableUpdated: success('Mesa actualizada', 'La mesa se ha actualizado exitosamente.'),
  tableDeleted: success('Mesa eliminada', 'La mesa se ha eliminado exitosamente.'),
  stationCreateFailed: error('No se pudo crear la estación'),
  stationUpdateFailed: error('No se pudo actualizar la estación'),
  stationDeleteFailed: error('No se pudo eliminar la estación'),
  stationCreated: success('Estación creada exitosamente'),
  stationUpdated: success('Estación actualizada exitosamente'),
  stationDeleted: success('Estación eliminada exitosamente'),
  productCreateFailed: error('No se pudo crear el producto'),
  productUpdateFailed: error('No se pudo actualizar el producto'),
  productCreated: success('Producto creado', 'El producto se ha creado correctamente'),
  productUpdated: success('Producto actualizado', 'El producto se ha actualizado correctamente'),
  // Deliveries and stock counts: the stock itself changes when the gateway's projection syncs back.
  deliveryReceived: success('Entrada registrada', 'El stock se actualizará al sincronizar'),
  deliveryFailed: error('No se pudo registrar la entrada'),
  stockCountSaved: success('Recuento guardado', 'El stock se actualizará al sincronizar'),
  stockCountFailed: error('No se pudo guardar el recuento'),
  productDeleted: success('Producto eliminado'),
  productDeleteFailed: error('No se pudo eliminar el producto'),
  imageUploadFailed: error('No se pudo subir la imagen'),
  imageTooLarge: error('El archivo es demasiado grande. Máximo 10MB'),
  imageUploaded: success('Imagen subida', 'La imagen se ha subido correctamente'),
  // Suppliers and their invoices (not in the spec: worded like its back-office toasts).
  supplierCreated: success('Proveedor creado', 'El proveedor se ha creado correctamente'),
  supplierUpdated: success('Proveedor actualizado', 'El proveedor se ha actualizado correctamente'),
  supplierSaveFailed: error('No se pudo guardar el proveedor'),
  invoiceCreated: success('Factura creada', 'La factura se ha registrado correctamente'),
  invoiceUpdated: success('Factura actualizada', 'La factura se ha actualizado correctamente'),
  invoiceSaveFailed: error('No se pudo guardar la factura'),
  invoicePaid: success('Factura pagada', 'La factura consta como pagada'),
  invoicePayFailed: error('No se pudo marcar la factura como pagada'),
  documentUploaded: success('Documento subido', 'El documento se ha subido correctamente'),
  documentUploadFailed: error('No se pudo subir el documento'),
  // The restaurant's data and the cash drawer (caja).
  settingsSaved: success('Datos guardados', 'Los tickets usarán los nuevos datos del restaurante'),
  settingsSaveFailed: error('No se pudieron guardar los datos del restaurante'),
  cashMovementSaved: success('Movimiento registrado'),
  cashMovementFailed: error('No se pudo registrar el movimiento de caja'),
  dayClosed: success('Caja cerrada', 'El día queda cerrado: sus cobros ya no se modifican'),
  dayCloseFailed: error('No se pudo cerrar la caja'),

  // Staff accounts (/users) and one's own (/account): not in the spec, worded like its other toasts.
  userCreated: success('Usuario creado', 'La cuenta ya puede iniciar sesión'),
  userUpdated: success('Usuario actualizado'),
  userDeactivated: success('Usuario desactivado', 'Sus sesiones abiertas se han cerrado'),
  userReactivated: success('Usuario reactivado', 'La cuenta puede volver a iniciar sesión'),
  userUpdateFailed: error('No se pudo cambiar la cuenta'),
  passwordReset: success('Contraseña restablecida', 'Sus sesiones abiertas se han cerrado'),
  pinReset: success('PIN restablecido'),
  passwordChanged: success('Contraseña cambiada'),
  pinChanged: success('PIN cambiado'),

  // Recipes and staff
  recipeCreateFailed: error('No se pudo crear la receta'),
  recipeCreated: success('Receta creada', 'La receta se ha creado correctamente'),
  // Editing a recipe is not in the spec; worded like its other update toasts.
  recipeUpdateFailed: error('No se pudo actualizar la receta'),
  recipeUpdated: success('Receta actualizada', 'La receta se ha actualizado correctamente'),
  staffOrderCreateFailed: error('No se pudo crear el pedido'),
  statusUpdateFailed: error('No se pudo actualizar el estado'),
  orderCreatedOnline: success('Pedido creado', 'El pedido se ha enviado a cocina'),
  orderCreatedOffline: success('Pedido creado', 'El pedido se sincronizará cuando vuelva la conexión'),
  statusUpdatedOnline: success('Estado actualizado', 'El estado del pedido se ha actualizado'),
  statusUpdatedOffline: success('Estado actualizado', 'El cambio se sincronizará cuando vuelva la conexión'),
  syncDone: success('Sincronización completada', 'Los datos se han sincronizado correctamente'),
  syncFailed: error('No se pudieron sincronizar algunos datos', 'Error de sincronización'),
  // The table's check (cuenta) and its table.
  checkUpdateFailed: error('No se pudo actualizar la cuenta'),
  billRequested: success('Cuenta pedida', 'La mesa ha pedido la cuenta'),
  checkReopened: success('Cuenta reabierta'),
  guestsUpdated: success('Comensales actualizados'),
  checkMoved: success('Cuenta movida', 'La cuenta está ahora en la otra mesa'),
  checksMerged: success('Mesas unidas', 'Las dos cuentas son ahora una'),
  linesTransferred: success('Líneas movidas', 'Las líneas están ahora en la otra cuenta'),
  checkClosed: success('Cuenta cerrada', 'La mesa pasa a limpieza'),
  checkVoided: success('Cuenta anulada', 'La mesa pasa a limpieza'),
  voidFailed: error('No se pudo anular'),
  lineVoided: success('Línea anulada'),
  roundVoided: success('Ronda anulada'),
  courseFireFailed: error('No se pudo marchar el plato'),
  tableReady: success('Mesa lista', 'La mesa está libre'),
  tableReadyFailed: error('No se pudo marcar la mesa como lista'),
  // The money side: payments, tickets, discounts, refunds and full invoices.
  paymentTaken: success('Cobro registrado'),
  checkPaid: success('Cuenta pagada', 'Ticket emitido'),
  paymentFailed: error('No se pudo registrar el cobro'),
  ticketIssued: success('Ticket emitido'),
  ticketFailed: error('No se pudo emitir el ticket'),
  ticketAnnulled: success('Ticket anulado', 'La cuenta puede emitir un ticket nuevo'),
  annulmentFailed: error('No se pudo anular el ticket'),
  adjustmentMade: success('Descuento aplicado'),
  invitationMade: success('Invitación aplicada'),
  adjustmentFailed: error('No se pudo aplicar el descuento'),
  refundMade: success('Devolución registrada', 'Ticket rectificativo emitido'),
  refundFailed: error('No se pudo registrar la devolución'),
  invoiceIssued: success('Factura emitida', 'Sustituye a la factura simplificada'),
  directInvoiceIssued: success('Factura emitida', 'Con los datos del cliente'),
  invoiceFailed: error('No se pudo emitir la factura'),
  // A document the gateway refused during sync; the description is replaced by the server's reason.
  changeRefused: error('El servidor rechazó un cambio', 'Cambio rechazado'),
  // A billing record refused: the device goes on in a new series; the manager must look at it.
  recordRefused: error(
    'Avisa al encargado: los tickets siguen en una serie nueva de este dispositivo',
    'Registro de facturación rechazado',
  ),
  unsyncedChanges: { title: 'Cambios sin sincronizar', type: 'warning' },
} as const satisfies Record<string, ToastText>;

export type ToastKey = keyof typeof TOASTS;

/** Kitchen queue toasts (spec §4): title per new status, description naming it. */
export const ORDER_STATUS_TOAST_TITLES = {
  preparing: 'Pedido en cocina',
  ready: 'Pedido listo',
  served: 'Pedido servido',
} as const;

export function orderStatusToast(
  status: keyof typeof ORDER_STATUS_TOAST_TITLES,
  statusLabel: string,
): ToastText {
  return success(ORDER_STATUS_TOAST_TITLES[status], `El pedido ha sido marcado como ${statusLabel}`);
}

/** 'Marchar principales' done: 'Principales en marcha', the kitchen starts on them now. */
export function courseFiredToast(courseLabel: string): ToastText {
  return success(`${courseLabel} en marcha`, 'Cocina ya puede prepararlos');
}

/**
 * Spanish text for a failure reaching the server, for toasts and error cards. Sync and API errors carry
 * the envelope's code (`error`) or PouchDB's `status`; being offline is not an error (see the status bar).
 */
export function describeError(err: unknown): string {
  if (typeof err === 'object' && err !== null) {
    const record = err as { status?: unknown; error?: unknown; reason?: unknown; message?: unknown };
    if (record.status === 401 || record.error === 'unauthorized')
      return 'Sesión caducada: inicia sesión de nuevo';
    if (record.status === 403 || record.error === 'forbidden') {
      return typeof record.reason === 'string' && record.reason
        ? `No permitido: ${record.reason}`
        : 'No tienes permiso para este cambio';
    }
    if (record.status === 409 || record.error === 'conflict')
      return 'Otro dispositivo cambió este dato; vuelve a intentarlo';
    if (record.error === 'validation-failed') return 'Datos no válidos';
    if (typeof record.status === 'number' && record.status >= 500) return 'Error interno del servidor';
  }
  return 'Error inesperado';
}
