import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { ApiError } from './api-client';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it('puts each field message on its dotted path and returns the toast message', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'Please check the highlighted fields', {
      name: 'Organizer name is required',
      'address.postCode': 'Post code is required',
      _: 'ignored',
    });
    expect(applyServerErrors(error, setError)).toBe('Please check the highlighted fields');
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'Organizer name is required' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'address.postCode',
      { type: 'server', message: 'Post code is required' },
      { shouldFocus: false },
    );
  });

  it('skips fields the form does not have', () => {
    const setError = vi.fn();
    applyServerErrors(new ApiError(400, 'x', { file: 'The file is larger than 5Mb' }), setError, ['name']);
    expect(setError).not.toHaveBeenCalled();
  });

  it('answers the generic message for errors that are not API errors', () => {
    expect(applyServerErrors(new TypeError('boom'), vi.fn())).toBe(MESSAGES.serverError);
  });
});
