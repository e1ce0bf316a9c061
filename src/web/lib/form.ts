import { useEffect } from 'react';
import { fieldErrors, errorMessage } from './api-client';

interface FormWithErrors {
  setErrors(errors: Record<string, string>): void;
  /** Mantine forms find a field's input by its path; used to find the form to look in. */
  getInputNode?(path: string): HTMLElement | null;
}

/**
 * Moves the keyboard to the first field showing an error inside `root` (in page order) and
 * scrolls it to the middle of the screen, so on a long form on a phone the user sees what to fix.
 * Returns whether there was such a field.
 */
export function focusFirstInvalidField(root: ParentNode = document): boolean {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/** Runs `focusFirstInvalidField` once the errors just set have rendered. */
function focusFirstInvalidFieldSoon(root: () => ParentNode): void {
  requestAnimationFrame(() => focusFirstInvalidField(root()));
}

/**
 * Every form in the app: when a submit leaves fields in error (the browser-side check of the shared
 * schema), the first of them gets the focus and scrolls into view. Mounted once, with the app's
 * overlays (src/web/app/overlays.tsx).
 */
export function useFocusFirstInvalidFieldOnSubmit(): void {
  useEffect(() => {
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement) focusFirstInvalidFieldSoon(() => form);
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, []);
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
