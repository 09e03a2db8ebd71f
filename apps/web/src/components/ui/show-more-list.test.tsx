import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { ShowMoreList } from './show-more-list';

const names = Array.from({ length: 45 }, (_, index) => `Activity ${index + 1}`);

describe('ShowMoreList', () => {
  it('shows a page of items and adds a page at each Show more', () => {
    render(
      <MantineProvider theme={theme}>
        <ShowMoreList items={names} pageSize={30} renderItem={(name) => <p key={name}>{name}</p>} />
      </MantineProvider>,
    );
    expect(screen.getByText('Activity 30')).not.toBeNull();
    expect(screen.queryByText('Activity 31')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (15 more)' }));
    expect(screen.getByText('Activity 45')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});
