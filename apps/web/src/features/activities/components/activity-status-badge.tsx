import { Badge } from '@mantine/core';

export function ActivityStatusBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <Badge
      color={isPublished ? 'teal' : 'gray'}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {isPublished ? 'Published' : 'Not Published'}
    </Badge>
  );
}
