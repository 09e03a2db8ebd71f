import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_CUSTOM_FIELDS } from '@usher/contract/custom-fields';
import type { UseFormRegister } from 'react-hook-form';
import type { TActivityForm } from '@usher/contract/activities';

type CustomFieldsInputProps = {
  names: string[];
  register: UseFormRegister<TActivityForm>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  error?: string;
  disabled?: boolean;
};

/** Up to 5 names of extra questions asked of each guest. */
export function CustomFieldsInput({
  names,
  register,
  onAdd,
  onRemove,
  error,
  disabled,
}: CustomFieldsInputProps) {
  return (
    <Input.Wrapper error={error}>
      <Stack gap="xs">
        {names.map((_, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={`Custom field ${index + 1}`}
              placeholder="e.g. Dietary requirements"
              style={{ flex: 1 }}
              disabled={disabled}
              error={Boolean(error)}
              {...register(`customFields.${index}`)}
            />
            {names.length > 1 && !disabled ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={`Remove custom field ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        {names.length < MAX_CUSTOM_FIELDS && !disabled ? (
          <Group>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={onAdd}
            >
              Add custom field
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
