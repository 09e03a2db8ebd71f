import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicPromoField } from './public-promo-field';

describe('PublicPromoField', () => {
  it('keeps letters and digits only and applies the code on Apply, not as typed', async () => {
    const onApply = vi.fn();
    render(<PublicPromoField appliedCode={null} error={null} isChecking={false} onApply={onApply} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Promo code' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);

    await userEvent.type(field, 'jazz-5 !');
    expect(field.value).toBe('jazz5');
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('jazz5');
  });

  it('says which code is applied, or why it was refused', () => {
    const { rerender } = render(
      <PublicPromoField appliedCode="JAZZ5" error={null} isChecking={false} onApply={() => {}} />,
    );
    expect(screen.getByRole('status').textContent).toBe('JAZZ5 applied: the prices include the discount.');

    rerender(
      <PublicPromoField
        appliedCode={null}
        error="Not valid for this event"
        isChecking={false}
        onApply={() => {}}
      />,
    );
    expect(
      screen.getByRole('textbox', { name: 'Promo code', description: 'Not valid for this event' }),
    ).toBeTruthy();
  });
});
