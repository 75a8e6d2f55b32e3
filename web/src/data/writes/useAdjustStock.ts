import { useCallback, useState } from 'react';
import { TOASTS } from '../../lib/toasts.ts';
import { adjustStock, type StockAdjustment } from '../repositories/stock.ts';
import { reportFailure, showToast, useWriteTarget } from './write.ts';

export interface AdjustStock {
  /** Records the edits as adjustment movements; resolves to whether they were stored. */
  adjust: (adjustments: readonly StockAdjustment[]) => Promise<boolean>;
  saving: boolean;
}

/** The kitchen's 'Actualizar Stock': writes the daily stock edits and confirms on the kitchen's toast. */
export function useAdjustStock(): AdjustStock {
  const target = useWriteTarget('floor');
  const [saving, setSaving] = useState(false);

  const adjust = useCallback(
    async (adjustments: readonly StockAdjustment[]) => {
      if (!target || adjustments.length === 0) return false;
      setSaving(true);
      try {
        await adjustStock(target.replica.db, adjustments, target.context());
        showToast({ scope: 'kitchen' }, TOASTS.stockUpdated);
        return true;
      } catch (error) {
        reportFailure({ channel: { scope: 'kitchen' }, failed: TOASTS.stockUpdateFailed, refusal: 'none' }, error);
        return false;
      } finally {
        setSaving(false);
      }
    },
    [target],
  );

  return { adjust, saving };
}
