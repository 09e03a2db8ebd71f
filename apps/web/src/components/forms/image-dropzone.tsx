import { Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { IMAGE_ACCEPT } from '@usher/contract/storage';
import { checkImageFile } from '../../lib/image-file';
import { notifyError } from '../../lib/notify';

type ImageDropzoneProps = {
  /**
   * What the drop area is called, e.g. 'Upload logo': its first line. The area is named by all it shows (no
   * aria-label), so a voice user can say what they see (WCAG 2.5.3).
   */
  label: string;
  /** The line inside the drop area, e.g. 'Drop a logo here or click to choose a file'. */
  prompt: string;
  /** A second, dimmed line under the prompt. */
  hint?: string;
  loading: boolean;
  disabled?: boolean;
  /** A file that passed the §5 checks (svg, png, jpeg, jpg up to 5Mb); anything else was refused with a toast. */
  onFile: (file: File) => void;
};

const ACCEPT = [...Object.keys(IMAGE_ACCEPT), ...Object.values(IMAGE_ACCEPT).flat()].join(',');

/**
 * The one image drop area (activity image, organiser logo): refuses wrong files before anything is sent.
 * Our own rather than @mantine/dropzone, whose releases (and react-dropzone's) ask for Node 22.
 */
export function ImageDropzone({
  label,
  prompt,
  hint,
  loading,
  disabled = false,
  onFile,
}: ImageDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const isIdle = !disabled && !loading;

  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notifyError(problem);
    onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(isIdle);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (isIdle) take(event.dataTransfer.files);
  };

  return (
    <>
      <UnstyledButton
        aria-busy={loading}
        disabled={!isIdle}
        onClick={() => input.current?.click()}
        onDragOver={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        p="md"
        w="100%"
        bg={isDragging ? 'var(--mantine-color-indigo-0)' : undefined}
        style={{
          border: `1px dashed var(--mantine-color-${isDragging ? 'indigo-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-md)',
          opacity: disabled ? 0.6 : 1,
          cursor: isIdle ? 'pointer' : 'not-allowed',
        }}
      >
        <Group justify="center" gap="sm" mih={64} wrap="nowrap">
          {loading ? (
            <Loader size="sm" />
          ) : (
            <IconUpload
              size={28}
              color={`var(--mantine-color-${isDragging ? 'indigo-6' : 'dimmed'})`}
              aria-hidden
            />
          )}
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="sm">{prompt}</Text>
            {hint ? (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </UnstyledButton>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          // Choosing the same file again after a refusal must fire a change again.
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
