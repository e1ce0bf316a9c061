// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ActionIcon, MantineProvider } from '@mantine/core';
import { HoverHint } from './hover-hint';

function renderHint() {
  render(
    <MantineProvider env="test">
      <HoverHint label="View details">
        <ActionIcon aria-label="View details of Front splitter">o</ActionIcon>
      </HoverHint>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'View details of Front splitter' });
}

afterEach(cleanup);

describe('a hint whose Tooltip loads when a mouse first points at it', () => {
  it('opens once its code is there while the mouse is still on it', async () => {
    fireEvent.pointerEnter(renderHint(), { pointerType: 'mouse' });
    expect(await screen.findByText('View details', undefined, { timeout: 5_000 })).toBeTruthy();
  });
});
