import QRCode from 'qrcode';
import { fiscalQrUrl, QR_TITLE, VERIFACTU_LEGEND, type FiscalRecord } from '@restaurantpro/schema';

/**
 * The ticket's tax QR (Orden HAC/1177/2024 art. 21): 'QR tributario:' above, the AEAT's ValidarQR
 * URL of the record at error-correction level M, 35 mm square (the AEAT asks 30–40 mm), and
 * 'VERI*FACTU' below. Drawn as SVG from the code's modules on this device, so it prints offline and
 * stays sharp on a thermal head.
 */
export function FiscalQr({ record }: { record: FiscalRecord }) {
  const url = fiscalQrUrl(record);
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  // The quiet zone the standard asks for: four modules on every side.
  const margin = 4;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (modules.get(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const side = size + 2 * margin;
  return (
    <div className="center fiscal-qr">
      <p>{QR_TITLE}</p>
      <svg
        role="img"
        aria-label={url}
        data-url={url}
        viewBox={`0 0 ${side} ${side}`}
        width="35mm"
        height="35mm"
        shapeRendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <p>{VERIFACTU_LEGEND}</p>
    </div>
  );
}
