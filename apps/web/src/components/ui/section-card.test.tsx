import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its heading, with its own id or the one given', () => {
    render(
      <MantineProvider theme={theme}>
        <SectionCard title="Receivers">
          <p>Ann</p>
        </SectionCard>
        <SectionCard title="Tickets" id="tickets-title">
          <p>Standard</p>
        </SectionCard>
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Receivers' }).textContent).toContain('Ann');
    expect(screen.getByRole('heading', { name: 'Tickets', level: 2 }).id).toBe('tickets-title');
    expect(screen.getByRole('region', { name: 'Tickets' }).textContent).toContain('Standard');
  });
});
