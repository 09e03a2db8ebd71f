import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { notify, notifyError, notifySuccess } from './notify';

function renderToasts() {
  render(
    <MantineProvider theme={theme}>
      <Notifications />
    </MantineProvider>,
  );
}

afterEach(() => act(() => notifications.clean()));

describe('notify', () => {
  it('shows the same message once while it is on screen, however often it is sent', async () => {
    renderToasts();
    act(() => {
      notifySuccess('Event information was saved.');
      notifySuccess('Event information was saved.');
      notifyError('Please fill in all required fields');
      notifyError('Please fill in all required fields');
    });
    expect(await screen.findAllByText('Event information was saved.')).toHaveLength(1);
    expect(screen.getAllByText('Please fill in all required fields')).toHaveLength(1);
  });

  it('shows different messages side by side', async () => {
    renderToasts();
    act(() => {
      notifySuccess('The date was deleted.');
      notify('orange', 'Already checked in');
    });
    expect(await screen.findByText('The date was deleted.')).toBeTruthy();
    expect(screen.getByText('Already checked in')).toBeTruthy();
  });
});
