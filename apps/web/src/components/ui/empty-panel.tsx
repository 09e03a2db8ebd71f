import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyPanelProps = { icon: ReactNode; title?: string; description: ReactNode; actions?: ReactNode };

/** The one look for "nothing here yet" across screens. */
export function EmptyPanel({ icon, title, description, actions }: EmptyPanelProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState variant="light" icon={icon} title={title} description={description}>
        {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
