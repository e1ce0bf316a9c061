import { fieldErrors, errorMessage } from './api-client';
import { focusFirstInvalidFieldSoon } from './focus-invalid-field';

interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
  /** Mantine forms find a field's input by its path; used to find the form to look in. */
  getInputNode?(path: string): HTMLElement | null;
}

/**
 * Shows a failed request on a Mantine form: field messages under their inputs (the first of them
 * focused and in view), and returns the overall message (or the fallback) for a banner.
 */
export function applyServerErrors(form: FormWithErrors, error: unknown, fallback: string): string {
  const fields = fieldErrors(error);
  const paths = Object.keys(fields);
  if (paths.length > 0) {
    form.setErrors(fields);
    focusFirstInvalidFieldSoon(() => form.getInputNode?.(paths[0]!)?.closest('form') ?? document);
  }
  return errorMessage(error, fallback);
}
