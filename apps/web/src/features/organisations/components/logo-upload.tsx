import { Box, Center, Group, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { ImageDropzone } from '../../../components/forms/image-dropzone';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useUpdateOrganisationImage } from '../api/update-organisation-image';

type LogoUploadProps = { guid: string; avatarUrl: string | null; name: string };

/** §5 logo: svg, png, jpeg, jpg up to 5Mb; anything else is refused before it is sent. */
export function LogoUpload({ guid, avatarUrl, name }: LogoUploadProps) {
  const updateImage = useUpdateOrganisationImage();

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
        <ImageDropzone
          label="Upload logo"
          prompt="Drop a logo here or click to choose a file"
          hint="SVG, PNG or JPEG up to 5Mb. Best size 350x200."
          loading={updateImage.isPending}
          onFile={(file) =>
            updateImage.mutate({ guid, file }, { onError: (error) => notifyError(errorMessage(error)) })
          }
        />
      </Box>
    </Group>
  );
}
