import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { EmailText, emailPieces } from './email-text';

describe('EmailText', () => {
  it('cuts an address after the @ and hyphens, and before dots, underscores and pluses only', () => {
    expect(emailPieces('bart.feather-stone_x+tag@long-domain.example.co.uk')).toEqual([
      'bart',
      '.feather-',
      'stone',
      '_x',
      '+tag@',
      'long-',
      'domain',
      '.example',
      '.co',
      '.uk',
    ]);
    expect(emailPieces('ann@example.com')).toEqual(['ann@', 'example', '.com']);
  });

  it('renders the whole address with a break opportunity between the pieces', () => {
    render(
      <MantineProvider theme={theme}>
        <EmailText email="ann.lee@example.com" />
      </MantineProvider>,
    );
    const text = screen.getByText(
      (_, element) => element?.getAttribute('data-email') === 'ann.lee@example.com',
    );
    expect(text.textContent).toBe('ann.lee@example.com');
    expect(text.querySelectorAll('wbr')).toHaveLength(3);
  });
});
