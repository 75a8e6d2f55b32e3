/**
 * The XML namespaces of the AEAT's SistemaFacturacion service (VERI*FACTU), as its WSDL and XSDs
 * declare them. Elements are matched by namespace URI and local name, never by prefix: the AEAT's
 * answers use prefixes of their own (`tikR:`, `tik:`, `env:`), and any prefix may change.
 */
const AEAT_WS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

/** SOAP 1.1, the binding the WSDL declares (`soap:binding style="document"`). */
export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
/** RegFactuSistemaFacturacion, its Cabecera and each RegistroFactura. */
export const NS_LR = `${AEAT_WS}/SuministroLR.xsd`;
/** The records' own elements (RegistroAlta and everything in it, ObligadoEmision…). */
export const NS_SI = `${AEAT_WS}/SuministroInformacion.xsd`;
/** RespuestaRegFactuSistemaFacturacion and its lines. */
export const NS_RESPUESTA = `${AEAT_WS}/RespuestaSuministro.xsd`;
