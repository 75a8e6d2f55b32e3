/**
 * What the demo restaurant prints on its tickets. The NIF is a well-formed CIF (its control digit
 * checks), so tickets can be issued in the demo from the first sign-in.
 */
export const DEMO_SETTINGS = {
  businessName: 'Restaurante La Plaza',
  nif: 'B12345674',
  address: 'Plaza Mayor 1, 28012 Madrid',
  ticketFooter: 'Gracias por su visita',
  seriesPrefix: 'T',
  defaultIvaRate: 10,
} as const;
