// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { expectHydration, useHydrated } from './use-hydrated';

function EmailField() {
  const hydrated = useHydrated();
  return <input aria-label="Email" readOnly={!hydrated} />;
}

afterEach(cleanup);

describe('useHydrated', () => {
  it('is true at once for a screen drawn in the browser', () => {
    render(<EmailField />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(false);
  });

  it('matches the prerendered markup while hydrating, then opens the field', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<input aria-label="Email" readonly=""/>';
    document.body.append(container);
    const hydrationError = vi.fn();
    expectHydration();
    const root = await act(async () => hydrateRoot(container, <EmailField />, { onRecoverableError: hydrationError }));
    const field = container.querySelector('input');
    await waitFor(() => expect(field?.readOnly).toBe(false));
    // The same element, hydrated rather than drawn again after a mismatch.
    expect(container.querySelector('input')).toBe(field);
    expect(hydrationError).not.toHaveBeenCalled();
    // A screen drawn after the hydrated page is open at once.
    render(<EmailField />);
    expect(screen.getAllByLabelText<HTMLInputElement>('Email').every((input) => !input.readOnly)).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});
