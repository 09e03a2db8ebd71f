import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';

type LogoProps = { size?: 'sm' | 'lg'; hideNameOnPhones?: boolean };

export function Logo({ size = 'sm', hideNameOnPhones = false }: LogoProps) {
  const isLarge = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon
        size={isLarge ? 40 : 32}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo', to: 'violet' }}
      >
        <IconTicket size={isLarge ? 24 : 20} stroke={1.8} aria-hidden />
      </ThemeIcon>
      <Text fw={800} fz={isLarge ? 26 : 20} lh={1} visibleFrom={hideNameOnPhones ? 'xs' : undefined}>
        Usher
      </Text>
    </Group>
  );
}
