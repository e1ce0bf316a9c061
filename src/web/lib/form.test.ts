// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@shared/lib/app-error';
import { applyServerErrors } from './form';
import { focusFirstInvalidField } from './focus-invalid-field';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function renderForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input name="name" data-path="name" />
      <input name="year" data-path="year" />
      <input name="color" data-path="color" />
    </form>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalidField', () => {
  it('focuses the first field in error, in page order', () => {
    const form = renderForm();
    form.querySelector('[name="color"]')!.setAttribute('aria-invalid', 'true');
    form.querySelector('[name="year"]')!.setAttribute('aria-invalid', 'true');
    expect(focusFirstInvalidField(form)).toBe(true);
    expect(document.activeElement).toBe(form.elements.namedItem('year'));
  });

  it('leaves the focus alone when no field is in error', () => {
    const form = renderForm();
    expect(focusFirstInvalidField(form)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('applyServerErrors', () => {
  it('shows the server field messages and focuses the first field they mark', async () => {
    const form = renderForm();
    let shown: Record<string, string> = {};
    const mantineForm = {
      setErrors(errors: Record<string, string>) {
        shown = errors;
        for (const path of Object.keys(errors)) {
          form.querySelector(`[data-path="${path}"]`)!.setAttribute('aria-invalid', 'true');
        }
      },
      getInputNode: (path: string) => form.querySelector<HTMLElement>(`[data-path="${path}"]`),
    };
    const error = AppError.validation('Color is too long', { color: 'Color is too long' });
    expect(applyServerErrors(mantineForm, error, 'Failed to save')).toBe('Color is too long');
    expect(shown).toEqual({ color: 'Color is too long' });
    await nextFrame();
    expect(document.activeElement).toBe(form.elements.namedItem('color'));
  });
});
