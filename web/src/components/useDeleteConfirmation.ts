import { useState } from 'react';

/**
 * State of a ConfirmDialog in front of a delete: which item is asked about, and whether its delete
 * is running. `remove` reports its own outcome (toasts); the dialog closes either way.
 */
export function useDeleteConfirmation<T>(remove: (item: T) => Promise<unknown>) {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  return {
    target,
    pending,
    ask: (item: T) => setTarget(item),
    cancel: () => setTarget(null),
    confirm: async () => {
      if (target === null) return;
      setPending(true);
      try {
        await remove(target);
      } finally {
        setPending(false);
        setTarget(null);
      }
    },
  };
}
