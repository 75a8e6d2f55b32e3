import { useEffect, type ReactNode } from 'react';
import { signalPrintView } from '../../lib/print.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

/**
 * The paper: an 80 mm roll (`@page { size: 80mm auto; margin: 0 }`), black on white in a monospaced
 * face whatever the app's colour mode, so a thermal printer and `page.pdf()` read the same thing.
 */
const PAPER_CSS = `
@page { size: 80mm auto; margin: 0; }
html, body { background: #fff !important; color: #000 !important; margin: 0; }
.paper { box-sizing: border-box; width: 80mm; padding: 4mm 3mm 6mm; font: 12px/1.35 'DejaVu Sans Mono', 'Courier New', ui-monospace, monospace; color: #000; background: #fff; }
.paper h1 { font-size: 15px; margin: 0 0 1mm; text-align: center; }
.paper h2 { font-size: 13px; margin: 2mm 0 1mm; text-align: center; }
.paper p { margin: 0; }
.paper .center { text-align: center; }
.paper .row { display: flex; justify-content: space-between; gap: 2mm; }
.paper .row > :last-child { text-align: right; white-space: nowrap; }
.paper .fiscal-qr { margin-bottom: 2mm; }
.paper .fiscal-qr svg { display: block; margin: 1mm auto; }
.paper .note { padding-left: 3mm; font-size: 11px; }
.paper .strong { font-weight: bold; font-size: 14px; }
.paper hr { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.paper table { width: 100%; border-collapse: collapse; font: inherit; }
.paper th, .paper td { padding: 0; text-align: right; font-weight: normal; }
.paper th:first-child, .paper td:first-child { text-align: left; }
@media screen { body { background: #eee !important; } .paper { margin: 0 auto; box-shadow: 0 0 4px #999; } }
`;

/**
 * An A4 sheet (`@page { size: A4 }`, 15 mm margins) for a full invoice a business files: the same
 * content as the roll, laid out across the page in a proportional face, still black on white.
 */
const SHEET_CSS = `
@page { size: A4; margin: 15mm; }
html, body { background: #fff !important; color: #000 !important; margin: 0; }
.sheet { box-sizing: border-box; width: 180mm; font: 10.5pt/1.4 'DejaVu Sans', Arial, Helvetica, sans-serif; color: #000; background: #fff; }
.sheet h1 { font-size: 15pt; margin: 0 0 1mm; }
.sheet h2 { font-size: 20pt; margin: 0 0 2mm; }
.sheet p { margin: 0; }
.sheet .center { text-align: center; }
.sheet .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 10mm; }
.sheet .head > :last-child { text-align: right; }
.sheet .parties { display: flex; gap: 8mm; margin: 8mm 0 6mm; }
.sheet .party { flex: 1; border: 0.3mm solid #000; padding: 3mm 4mm; }
.sheet .party h3 { font-size: 9pt; text-transform: uppercase; margin: 0 0 1mm; }
.sheet .row { display: flex; justify-content: space-between; gap: 4mm; }
.sheet .row > :last-child { text-align: right; white-space: nowrap; }
.sheet .strong { font-weight: bold; font-size: 13pt; }
.sheet table { width: 100%; border-collapse: collapse; font: inherit; margin: 3mm 0; }
.sheet th, .sheet td { padding: 1.2mm 2mm; text-align: right; border-bottom: 0.2mm solid #777; }
.sheet th { font-weight: bold; border-bottom: 0.4mm solid #000; }
.sheet th:first-child, .sheet td:first-child { text-align: left; }
.sheet .totals { display: flex; justify-content: space-between; align-items: flex-end; gap: 10mm; margin-top: 4mm; }
.sheet .totals > :last-child { width: 80mm; }
.sheet .fiscal-qr svg { display: block; margin: 1mm auto; }
.sheet hr { border: 0; border-top: 0.2mm solid #000; margin: 3mm 0; }
@media screen { body { background: #eee !important; } .sheet { box-sizing: content-box; margin: 10mm auto; padding: 15mm; box-shadow: 0 0 4px #999; } }
`;

/** The paper a print view is laid out for: the 80 mm roll, or an A4 sheet. */
export type Paper = 'roll' | 'a4';

const PAPERS: Record<Paper, { css: string; className: string }> = {
  roll: { css: PAPER_CSS, className: 'paper' },
  a4: { css: SHEET_CSS, className: 'sheet' },
};

/**
 * A print view's page. `state` says when the document is on screen ('ready': the frame that opened it
 * may print) or cannot be shown ('failed'); while 'loading' nothing is signalled.
 */
export function PrintPage({
  title,
  state,
  paper = 'roll',
  children,
}: {
  title: string;
  state: 'loading' | 'ready' | 'failed';
  paper?: Paper;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  useEffect(() => {
    if (state !== 'loading') signalPrintView(state);
  }, [state]);
  const { css, className } = PAPERS[paper];
  return (
    <>
      <style>{css}</style>
      <article className={className} aria-label={title} aria-busy={state === 'loading'}>
        {state === 'loading' ? <p role="status">Cargando...</p> : children}
      </article>
    </>
  );
}

/** A label on the left and its figure on the right, as every line of a ticket reads. */
export function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'row strong' : 'row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** What a print view says when its document is not in this device's replica. */
export function Missing({ what }: { what: string }) {
  return (
    <p role="alert" className="center">
      {what} no está en este dispositivo.
    </p>
  );
}
