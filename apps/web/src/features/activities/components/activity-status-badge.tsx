import { Badge } from '@mantine/core';

export function ActivityStatusBadge({ isPublished }: { isPublished: boolean }) {
  return (
    <Badge
      variant="light"
      // Darker than Mantine's light teal and grey, so the small bold capitals read at 4.5:1 or more.
      bg={isPublished ? 'teal.0' : 'gray.1'}
      c={isPublished ? 'teal.9' : 'gray.8'}
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {isPublished ? 'Published' : 'Not Published'}
    </Badge>
  );
}
