import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkipLink, skipTargetProps } from './skip-link';

describe('SkipLink', () => {
  it('moves the focus to the main content', () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/">Events</a>
        </nav>
        <main {...skipTargetProps}>Screen</main>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
