/**
 * 'Imprimir' prints the report itself (window.print) on A4: the sidebar, the header and every
 * control are hidden, the report is laid out from the top of the page, its blocks are never split,
 * and colours print as on screen (the heat map is colours). The charts keep the width they had on
 * screen, so their SVG is scaled to the page through its viewBox.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  [data-report-print], [data-report-print] * { visibility: visible; }
  [data-report-print] { position: absolute; left: 0; top: 0; width: 100%; max-width: none; padding: 0; margin: 0; color: #000; }
  [data-report-print] [data-print-hide] { display: none !important; }
  [data-report-print] [data-print-only] { display: block !important; }
  [data-report-print] * { print-color-adjust: exact; -webkit-print-color-adjust: exact; box-shadow: none !important; }
  [data-report-print] .report-section, [data-report-print] .report-headline > * { break-inside: avoid; }
  [data-report-print] table { font-size: 10px; }
  [data-report-print] div:has(> table) { overflow: visible !important; }
  [data-report-print] .recharts-wrapper, [data-report-print] svg.recharts-surface { width: 100% !important; height: auto !important; }
}
@media screen { [data-print-only] { display: none; } }
`;

export function ReportPrintStyle() {
  return <style>{PRINT_CSS}</style>;
}
