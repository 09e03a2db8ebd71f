import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconUpload, IconX } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@usher/contract/storage';
import { checkImageFile } from '../../lib/image-file';
import { notifyError } from '../../lib/notify';

type ImageDropzoneProps = {
  /** What the drop area is called for screen readers, e.g. 'Upload logo'. */
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

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  return codes.includes('file-too-large') && !codes.includes('file-invalid-type')
    ? MESSAGES.fileTooLarge
    : MESSAGES.wrongImageFormat;
}

/** The one image drop area (activity image, organiser logo): refuses wrong files before anything is sent. */
export function ImageDropzone({
  label,
  prompt,
  hint,
  loading,
  disabled = false,
  onFile,
}: ImageDropzoneProps) {
  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notifyError(problem);
    onFile(file);
  };

  return (
    <Dropzone
      onDrop={onDrop}
      onReject={(rejections) => notifyError(rejectionMessage(rejections))}
      accept={IMAGE_ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      multiple={false}
      loading={loading}
      disabled={disabled}
      radius="md"
      p="md"
      aria-label={label}
      style={disabled ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
    >
      <Group justify="center" gap="sm" mih={64} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={28} color="var(--mantine-color-indigo-6)" aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={28} color="var(--mantine-color-red-6)" aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconUpload size={28} color="var(--mantine-color-dimmed)" aria-hidden />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {prompt}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Dropzone>
  );
}
