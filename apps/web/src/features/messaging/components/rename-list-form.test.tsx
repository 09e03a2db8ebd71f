import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { createQueryClient } from '../../../lib/query-client';
import { RenameListForm } from './rename-list-form';

const queryClient = createQueryClient();
const wrap = (node: ReactNode) => (
  <MantineProvider theme={theme}>
    <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
  </MantineProvider>
);
const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'List name' });

describe('RenameListForm', () => {
  it('follows the saved name until the user types, and never overwrites what was typed', () => {
    const view = render(wrap(<RenameListForm listId="l1" name="Friends" />));
    expect(field().value).toBe('Friends');
    view.rerender(wrap(<RenameListForm listId="l1" name="Friends and family" />));
    expect(field().value).toBe('Friends and family');

    fireEvent.change(field(), { target: { value: 'Club' } });
    view.rerender(wrap(<RenameListForm listId="l1" name="Renamed elsewhere" />));
    expect(field().value).toBe('Club');
  });
});
