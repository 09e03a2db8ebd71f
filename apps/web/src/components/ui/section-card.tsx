import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type SectionCardProps = {
  title: string;
  /** The heading's id, when something else points at it; a generated one otherwise. */
  id?: string;
  children: ReactNode;
};

/** One titled part of a form or screen: a bordered card that is a section named by its heading. */
export function SectionCard({ title, id, children }: SectionCardProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
