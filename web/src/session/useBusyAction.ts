import { useState } from 'react';

/**
 * Runs an action of a form: busy while it runs, and its failure as the words `failure` gives (null: none shown,
 * e.g. after the failure was shown otherwise).
 */
export function useBusyAction(failure: (error: unknown) => string | null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(failure(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
