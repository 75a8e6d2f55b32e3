/**
 * The billing software as the AEAT knows it (SistemaInformatico in every record sent, and the
 * declaración responsable shown on 'Acerca de'). The producer's data is the company that sells
 * RestaurantPro; each device is an installation of its own (NumeroInstalacion, from the record).
 */
export const BILLING_SYSTEM = {
  /** The producer: the company that makes and sells the software. */
  NombreRazon: 'RestaurantPro Software S.L.',
  NIF: 'B16873424',
  NombreSistemaInformatico: 'RestaurantPro',
  /** Two characters, as the AEAT's design allows. */
  IdSistemaInformatico: 'RP',
  Version: '1.0',
  /** It sends every record to the AEAT (VERI*FACTU mode) and serves one taxpayer per restaurant. */
  TipoUsoPosibleSoloVerifactu: 'S',
  TipoUsoPosibleMultiOT: 'N',
  IndicadorMultiplesOT: 'N',
} as const;

/** What the declaración responsable lists beyond the system itself. */
export const DECLARATION = {
  components:
    'Aplicación web instalable (PWA) en cada terminal, con su propia base de datos local; pasarela de sincronización (Fastify) y almacén CouchDB o PouchDB integrado; envío a la AEAT desde la pasarela.',
  place: 'Madrid',
  date: '2026-11-27',
} as const;
