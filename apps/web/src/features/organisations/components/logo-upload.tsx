import { Box, Center, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@usher/contract/storage';
import { checkImageFile } from '../../../lib/image-file';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useUpdateOrganisationImage } from '../api/update-organisation-image';

type LogoUploadProps = { guid: string; avatarUrl: string | null; name: string };

function rejectionMessage(rejections: FileRejection[]): string {
  const isTooLarge = rejections.some((rejection) =>
    rejection.errors.some((e) => e.code === 'file-too-large'),
  );
  const isWrongType = rejections.some((rejection) =>
    rejection.errors.some((e) => e.code === 'file-invalid-type'),
  );
  return isTooLarge && !isWrongType ? MESSAGES.fileTooLarge : MESSAGES.wrongImageFormat;
}

/** §5 logo: svg, png, jpeg, jpg up to 5Mb; anything else is refused here before it is sent. */
export function LogoUpload({ guid, avatarUrl, name }: LogoUploadProps) {
  const updateImage = useUpdateOrganisationImage();

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return notifyError(problem);
    updateImage.mutate({ guid, file }, { onError: (error) => notifyError(errorMessage(error)) });
  };

  return (
    <Group align="stretch" gap="md" wrap="wrap">
      <Center
        w={{ base: '100%', xs: 175 }}
        h={100}
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        {avatarUrl ? (
          <Image src={avatarUrl} alt={`${name} logo`} h={96} w="auto" maw="100%" fit="contain" />
        ) : (
          <IconPhoto size={36} color="var(--mantine-color-gray-5)" aria-label="No logo yet" />
        )}
      </Center>
      <Box style={{ flex: '1 1 220px' }}>
        <Dropzone
          onDrop={onDrop}
          onReject={(rejections) => notifyError(rejectionMessage(rejections))}
          accept={IMAGE_ACCEPT}
          maxSize={MAX_IMAGE_BYTES}
          multiple={false}
          loading={updateImage.isPending}
          radius="md"
          p="md"
          aria-label="Upload logo"
        >
          <Group justify="center" gap="sm" mih={66} wrap="nowrap">
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
                Drop a logo here or click to choose a file
              </Text>
              <Text size="xs" c="dimmed">
                SVG, PNG or JPEG up to 5Mb. Best size 350x200.
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </Box>
    </Group>
  );
}
