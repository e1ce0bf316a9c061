import { fieldErrors, errorMessage } from './api-client';

interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Shows a failed request on a Mantine form: field messages under their inputs, and returns
 * the overall message (or the fallback) for a banner.
 */
export function applyServerErrors(form: FormWithErrors, error: unknown, fallback: string): string {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) form.setErrors(fields);
  return errorMessage(error, fallback);
}
