// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { OnlineOnlyButton, OnlineOnlyGroup } from './online-only';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('actions that need the connection', () => {
  it('are disabled offline, say why once per group, and come back with the connection', () => {
    const onDelete = vi.fn();
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <OnlineOnlyGroup>
            <OnlineOnlyButton to="/events/1/edit">Edit</OnlineOnlyButton>
            <OnlineOnlyButton onClick={onDelete}>Delete</OnlineOnlyButton>
          </OnlineOnlyGroup>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/events/1/edit');
    expect(screen.queryByText('Needs a connection')).toBeNull();

    setOnline(false);
    const edit = screen.getByRole('button', { name: 'Edit' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    for (const action of [edit, remove]) {
      expect(action.getAttribute('aria-disabled')).toBe('true');
      expect(description(action)).toBe('Needs a connection');
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getAllByText('Needs a connection')).toHaveLength(1);
    fireEvent.click(remove);
    expect(onDelete).not.toHaveBeenCalled();

    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByText('Needs a connection')).toBeNull();
  });

  it('outside a group, carry the reason themselves', () => {
    render(
      <MantineProvider env="test">
        <OnlineOnlyButton onClick={() => undefined}>Add Car</OnlineOnlyButton>
      </MantineProvider>,
    );
    setOnline(false);
    const add = screen.getByRole('button', { name: 'Add Car' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(description(add)).toBe('Needs a connection');
  });
});
