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
 * A print view's page. `state` says when the document is on screen ('ready': the frame that opened it
 * may print) or cannot be shown ('failed'); while 'loading' nothing is signalled.
 */
export function PrintPage({
  title,
  state,
  children,
}: {
  title: string;
  state: 'loading' | 'ready' | 'failed';
  children: ReactNode;
}) {
  useDocumentTitle(title);
  useEffect(() => {
    if (state !== 'loading') signalPrintView(state);
  }, [state]);
  return (
    <>
      <style>{PAPER_CSS}</style>
      <article className="paper" aria-label={title} aria-busy={state === 'loading'}>
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
