import { LOCAL_STORAGE_KEYS } from '@app/shared/constants';
import { isStockPhoto, type StockPhoto, stockPhotoFor } from '@app/shared/rules/stock-photo';
import { useEffect, useMemo } from 'react';

function storageKey(agentId: number): string {
  return `${LOCAL_STORAGE_KEYS.advisorPhotoPrefix}${agentId}`;
}

/** Storage can be full, disabled or hold anything a user typed: every failure falls back to the rule. */
function readStored(agentId: number): StockPhoto | null {
  try {
    const raw = window.localStorage.getItem(storageKey(agentId));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isStockPhoto(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The stock portrait of an advisor without a usable photo, remembered per advisor (SPEC 9) so a face
 * never changes under a returning visitor, even if the name list behind the choice changes later.
 */
export function useStockPhoto(agentId: number, name: string, enabled: boolean): StockPhoto | null {
  const stored = useMemo(() => (enabled ? readStored(agentId) : null), [agentId, enabled]);
  const photo = useMemo(
    () => (enabled ? (stored ?? stockPhotoFor(name, agentId)) : null),
    [enabled, stored, name, agentId],
  );

  useEffect(() => {
    if (!photo || stored) return;
    try {
      window.localStorage.setItem(storageKey(agentId), JSON.stringify(photo));
    } catch {
      // Private mode or a full quota: the deterministic choice still gives the same face next time.
    }
  }, [agentId, photo, stored]);

  return photo;
}
