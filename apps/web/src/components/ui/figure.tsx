import { Text } from '@mantine/core';

type FigureProps = {
  label: string;
  value: string;
  /** `lg`: a headline figure (the month's usage); `md`: one of a date's facts. */
  size?: 'md' | 'lg';
};

/** One figure of a panel: a small uppercase caption above its value. */
export function Figure({ label, value, size = 'md' }: FigureProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={size === 'lg' ? 700 : 600} fz={size}>
        {value}
      </Text>
    </div>
  );
}
