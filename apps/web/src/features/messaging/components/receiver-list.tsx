import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** Receivers shown at once; a list of 50,000 pages through them instead of rendering them all. */
const RECEIVERS_PAGE_SIZE = 50;

type ReceiverListProps<T> = {
  receivers: T[];
  renderReceiver: (receiver: T, index: number) => ReactNode;
  label: string;
};

/** A compact, paged list of receivers. */
export function ReceiverList<T>({ receivers, renderReceiver, label }: ReceiverListProps<T>) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(receivers.length / RECEIVERS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const start = (current - 1) * RECEIVERS_PAGE_SIZE;
  if (receivers.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No receivers yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <div role="list" aria-label={label}>
        {receivers
          .slice(start, start + RECEIVERS_PAGE_SIZE)
          .map((receiver, index) => renderReceiver(receiver, start + index))}
      </div>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            size="sm"
            aria-label={`${label} pages`}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
