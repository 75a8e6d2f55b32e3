/**
 * The numbers of the sending policy, each with where it comes from. The AEAT's own limits and codes
 * are from its service description (SistemaFacturacion.wsdl, SuministroLR.xsd, RespuestaSuministro.xsd)
 * and its published list of error codes (errores.properties); the timings are ours.
 */

/** RegFactuSistemaFacturacion holds at most 1.000 RegistroFactura (SuministroLR.xsd, maxOccurs). */
export const MAX_RECORDS_PER_MESSAGE = 1000;

/**
 * CodigoErrorRegistro of a record the AEAT already holds ("Registro de facturación duplicado"). The
 * record is there, so it counts as sent: this is how a record resent after a lost answer settles.
 */
export const DUPLICATE_RECORD_CODE = 3000;

/**
 * Refusals worth sending the same record once more, as a subsanación: the AEAT's technical errors at
 * record level, whose text blames its own systems (obtaining the SistemaInformatico, the time zone,
 * the issue-date limits; database errors), not the record. Every other refusal names a fault in the
 * record's data. A record is stored once and never edited, and the rest of the XML is derived from
 * its ticket the same way each time, so resending it would only be refused again: those stay
 * Incorrecto for a person to correct with a new record.
 */
export const FIXABLE_REFUSAL_CODES: ReadonlySet<number> = new Set([1241, 1243, 1256, 1288, 3500, 3501]);

/**
 * First pause after a failed message (no answer, or a SOAP fault): the AEAT's usual TiempoEsperaEnvio,
 * so a service that is down is not asked faster than one that is up would allow.
 */
export const RETRY_FIRST_MS = 60_000;
/**
 * Pauses double after each failure in a row, up to an hour: a long outage is still retried at least
 * hourly, and records generated meanwhile go out with Incidencia = S once it answers.
 */
export const RETRY_MAX_MS = 3_600_000;

/**
 * How often an idle sender asks the queue for new records when nobody wakes it (`notify`): records
 * reach the gateway through replication, and the sender need not hear of each one to send it soon.
 */
export const IDLE_POLL_MS = 15_000;

/**
 * A record reaching the AEAT this long after it was generated, beyond the wait the AEAT itself asked
 * for, was held back by an incident (a device offline, the gateway down): it goes with Incidencia = S.
 * Five minutes covers a device's replication delay and a message's round trip with room to spare.
 */
export const LATE_RECORD_MARGIN_MS = 5 * 60_000;

/** The AEAT's TiempoEsperaEnvio before its first answer is known (its documented default, 60 s). */
export const DEFAULT_WAIT_MS = 60_000;

/**
 * How long one message may take, connection to last byte of the answer. The AEAT validates up to
 * 1.000 records before answering, which takes seconds, not minutes; past this the message counts as
 * failed and is retried on the failure schedule (a resent record it did keep answers 3000).
 */
export const REQUEST_TIMEOUT_MS = 120_000;
/** An answer for 1.000 records is well under a megabyte; anything far larger is not the AEAT's. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
