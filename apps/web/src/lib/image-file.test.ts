import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { MAX_IMAGE_BYTES } from '@usher/contract/storage';
import { checkImageFile } from './image-file';

describe('checkImageFile', () => {
  it.each([
    ['logo.png', 'image/png'],
    ['logo.JPG', 'image/jpeg'],
    ['logo.jpeg', 'image/jpeg'],
    ['logo.svg', 'image/svg+xml'],
  ])('accepts %s', (name, type) => {
    expect(checkImageFile({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['logo.gif', 'image/gif'],
    ['notes.txt', 'text/plain'],
    ['logo.png', 'application/pdf'],
    ['logo', ''],
  ])('refuses %s (%s) as a wrong image format', (name, type) => {
    expect(checkImageFile({ name, type, size: 1000 })).toBe(MESSAGES.wrongImageFormat);
  });

  it('refuses files over 5Mb', () => {
    expect(checkImageFile({ name: 'big.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      MESSAGES.fileTooLarge,
    );
    expect(checkImageFile({ name: 'ok.png', type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
});
