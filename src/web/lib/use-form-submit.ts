import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { applyServerErrors } from './form';

/**
 * The submit side of a form: validates through Mantine, runs `save`, and on failure puts the
 * server's field messages under their inputs and returns the message for the red box (the
 * server's message, else `failureMessage`; `formatMessage` may reword it).
 */
export function useFormSubmit<Values>(
  form: UseFormReturnType<Values>,
  save: (values: Values) => Promise<unknown>,
  failureMessage: string,
  formatMessage: (message: string) => string = (message) => message,
) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      await save(values);
    } catch (err) {
      setError(formatMessage(applyServerErrors(form, err, failureMessage)));
    } finally {
      setSaving(false);
    }
  });
  return { handleSubmit, saving, error };
}
