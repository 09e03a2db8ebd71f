import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

type ShowMoreListProps<T> = {
  items: T[];
  /** Rendered at once; 'Show more' adds as many again, so hundreds of cards never block the page. */
  pageSize: number;
  renderItem: (item: T) => ReactNode;
  gap?: 'sm' | 'md';
};

/** A long list rendered a page at a time, with a 'Show more' button under it. */
export function ShowMoreList<T>({ items, pageSize, renderItem, gap = 'sm' }: ShowMoreListProps<T>) {
  const [visible, setVisible] = useState(pageSize);
  const isHydrated = useHydrated();
  return (
    <Stack gap={gap}>
      {items.slice(0, visible).map(renderItem)}
      {items.length > visible ? (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => setVisible((count) => count + pageSize)}
            disabled={!isHydrated}
          >
            Show more ({items.length - visible} more)
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
