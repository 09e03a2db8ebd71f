import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderAt } from '../../../test/render';
import { ReceiverForm } from './receiver-form';

function renderForm(onSubmit = vi.fn()) {
  renderAt('/', '/', <ReceiverForm submitLabel="Add receiver" onSubmit={onSubmit} />);
  const email = screen.getByRole('textbox', { name: 'Email' });
  const phone = screen.getByRole('textbox', { name: 'Phone' });
  const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add receiver' }));
  return { email, phone, add, onSubmit };
}

describe('ReceiverForm (§5 Mailing list)', () => {
  it('counts the bare +44 as empty: Please add phone or email', async () => {
    const { phone, add, onSubmit } = renderForm();
    expect((phone as HTMLInputElement).value).toBe('+44');
    add();
    expect(await screen.findByText('Please add phone or email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says which of email and phone is wrong', async () => {
    const { email, phone, add } = renderForm();
    fireEvent.change(email, { target: { value: 'ann@' } });
    fireEvent.change(phone, { target: { value: '07700 9001' } });
    add();
    expect(await screen.findByText('Incorrect email format')).toBeTruthy();
    expect(screen.getByText('Incorrect phone format')).toBeTruthy();
  });

  it('masks a phone typed as dialled at home and hands over the receiver, then empties the form', async () => {
    const { email, phone, add, onSubmit } = renderForm();
    fireEvent.change(email, { target: { value: 'Ann@Example.com' } });
    fireEvent.change(phone, { target: { value: '07700 900123' } });
    expect((phone as HTMLInputElement).value).toBe('+447700900123');
    add();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', phone: '+447700900123' }),
    );
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
  });

  it("puts the server's duplicate refusal under the email", async () => {
    const refuse = vi.fn().mockRejectedValue(
      new ApiError(409, 'This email or phone is already in the list.', {
        email: 'This email or phone is already in the list.',
      }),
    );
    const { email, add } = renderForm(refuse);
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    add();
    expect(await screen.findByText('This email or phone is already in the list.')).toBeTruthy();
  });
});
