import { useEffect } from 'react';

/** Sets the tab title ('Página no encontrada', 'Punto de Venta · RestaurantPro'). */
export function useDocumentTitle(title: string, suffix = true): void {
  useEffect(() => {
    document.title = suffix ? `${title} · RestaurantPro` : title;
  }, [title, suffix]);
}
