import { useState } from 'react';
import { AccountError } from '@art/data';
import { useTranslation } from 'react-i18next';

/** The outcome an access form shows: nothing yet, a refusal text, or done. */
export type AccountFormOutcome = { kind: 'none' } | { kind: 'error'; text: string } | { kind: 'done' };

/**
 * Runs an account call for a form: a refusal raised with the API's text (§8) shows that text; a refusal without
 * text or a failed call shows the generic one. Answers whether the call succeeded (so the form clears or not).
 */
export function useAccountSubmit() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<AccountFormOutcome>({ kind: 'none' });
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    setOutcome({ kind: 'none' });
    try {
      const result = await call();
      if (result === false) {
        setOutcome({ kind: 'error', text: t('forms:status.error') });
        return false;
      }
      setOutcome({ kind: 'done' });
      return true;
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof AccountError ? error.message : t('forms:status.error') });
      return false;
    }
  };
  return { outcome, run };
}
