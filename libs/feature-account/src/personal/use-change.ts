import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@art/forms';
import { useGraphQLClient, type Operation } from '@art/data';
import { type ChangeResultFields } from '../documents';
import { useTranslation } from 'react-i18next';
import { refreshPersonalData } from '@art/site';

/**
 * Runs changes to the personal space: the call, then the page's personal queries re-read; a refusal keeps the API's
 * translated text to show (a failed call, the generic one). `busy` while a change runs; `ready` once the page is
 * interactive (the controls that run changes are disabled before, so a press during hydration is never lost).
 */
export function usePersonalChange() {
  const { t } = useTranslation();
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const run = async <TData extends Record<string, ChangeResultFields>, TVars>(
    operation: Operation<TData, TVars>,
    variables: TVars,
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const data = await client.request(operation, variables);
      const result = Object.values(data)[0];
      if (!result?.OK) {
        setError(result?.error?.trim() || t('actions.changeFailed'));
        return false;
      }
      await refreshPersonalData(queryClient);
      return true;
    } catch {
      setError(t('actions.changeFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, error, busy, ready };
}
