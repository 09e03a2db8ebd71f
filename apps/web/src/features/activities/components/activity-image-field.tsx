import { AspectRatio, Button, Center, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@usher/contract/messages';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@usher/contract/storage';
import { checkImageFile, uploadImage } from '../../../lib/image-file';
import { errorMessage, notifyError } from '../../../lib/notify';

type ActivityImageFieldProps = {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
};

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
  return codes.includes('file-too-large') && !codes.includes('file-invalid-type')
    ? MESSAGES.fileTooLarge
    : MESSAGES.wrongImageFormat;
}

/** §5 image: svg, png, jpeg, jpg up to 5Mb, uploaded at once; the form keeps its URL. */
export function ActivityImageField({ value, onChange, disabled = false }: ActivityImageFieldProps) {
  const [isUploading, setUploading] = useState(false);

  const onDrop = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notifyError(problem);
    setUploading(true);
    try {
      onChange((await uploadImage(file)).url);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Input.Wrapper label="Image" description="SVG, PNG or JPEG up to 5Mb. Best size 350x200.">
      <Group align="stretch" gap="md" mt={6} wrap="wrap">
        <AspectRatio ratio={350 / 200} w={{ base: '100%', xs: 210 }}>
          {value ? (
            <Image src={value} alt="Event image" radius="md" fit="cover" />
          ) : (
            <Center bg="var(--mantine-color-gray-1)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <IconPhoto size={32} color="var(--mantine-color-gray-5)" aria-hidden />
            </Center>
          )}
        </AspectRatio>
        <Stack gap="xs" style={{ flex: '1 1 220px' }}>
          <Dropzone
            onDrop={onDrop}
            onReject={(rejections) => notifyError(rejectionMessage(rejections))}
            accept={IMAGE_ACCEPT}
            maxSize={MAX_IMAGE_BYTES}
            multiple={false}
            loading={isUploading}
            disabled={disabled}
            radius="md"
            p="md"
            aria-label="Upload image"
            style={disabled ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
          >
            <Group justify="center" gap="sm" mih={60} wrap="nowrap">
              <Dropzone.Accept>
                <IconUpload size={26} color="var(--mantine-color-indigo-6)" aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={26} color="var(--mantine-color-red-6)" aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconUpload size={26} color="var(--mantine-color-dimmed)" aria-hidden />
              </Dropzone.Idle>
              <Text size="sm" fw={500}>
                Drop an image here or click to choose a file
              </Text>
            </Group>
          </Dropzone>
          {value && !disabled ? (
            <Group justify="flex-end">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onChange(null)}
              >
                Remove image
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
