import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@usher/contract/messages';
import { MAX_IMAGE_BYTES } from '@usher/contract/storage';
import { ImageDropzone } from './image-dropzone';

afterEach(() => vi.restoreAllMocks());

function choose(file: File) {
  const onFile = vi.fn();
  const { container } = render(
    <MantineProvider>
      <ImageDropzone label="Upload logo" prompt="Drop a logo here" loading={false} onFile={onFile} />
    </MantineProvider>,
  );
  fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } });
  return onFile;
}

const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('ImageDropzone', () => {
  it('hands over an svg, png or jpeg up to 5Mb', async () => {
    const onFile = choose(sized('logo.png', 'image/png', MAX_IMAGE_BYTES));
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(onFile.mock.calls[0]![0].name).toBe('logo.png');
  });

  it.each([
    ['a text file', sized('notes.txt', 'text/plain', 100), MESSAGES.wrongImageFormat],
    ['a gif', sized('logo.gif', 'image/gif', 100), MESSAGES.wrongImageFormat],
    ['a png over 5Mb', sized('huge.png', 'image/png', MAX_IMAGE_BYTES + 1), MESSAGES.fileTooLarge],
  ])('refuses %s with a toast and hands over nothing', async (_name, file, message) => {
    const show = vi.spyOn(notifications, 'show');
    const onFile = choose(file);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message })),
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('hands over a file dropped on it, and opens the file dialog when clicked', () => {
    const onFile = vi.fn();
    const { getByRole, container } = render(
      <MantineProvider>
        <ImageDropzone label="Upload logo" prompt="Drop a logo here" loading={false} onFile={onFile} />
      </MantineProvider>,
    );
    const area = getByRole('button', { name: /^Upload logo Drop a logo here/ });
    fireEvent.drop(area, { dataTransfer: { files: [sized('logo.svg', 'image/svg+xml', 100)] } });
    expect(onFile.mock.calls[0]![0].name).toBe('logo.svg');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(area);
    expect(click).toHaveBeenCalledTimes(1);
    expect(input.accept).toBe('image/svg+xml,image/png,image/jpeg,.svg,.png,.jpeg,.jpg');
  });
});
