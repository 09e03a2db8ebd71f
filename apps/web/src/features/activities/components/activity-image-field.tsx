import { AspectRatio, Button, Center, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageDropzone } from '../../../components/forms/image-dropzone';
import { uploadImage } from '../../../lib/image-file';
import { errorMessage, notifyError } from '../../../lib/notify';

type ActivityImageFieldProps = {
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
};

/** §5 image: svg, png, jpeg, jpg up to 5Mb, uploaded at once; the form keeps its URL. */
export function ActivityImageField({ value, onChange, disabled = false }: ActivityImageFieldProps) {
  const [isUploading, setUploading] = useState(false);

  const upload = async (file: File) => {
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
          <ImageDropzone
            label="Upload image"
            prompt="Drop an image here or click to choose a file"
            loading={isUploading}
            disabled={disabled}
            onFile={(file) => void upload(file)}
          />
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
