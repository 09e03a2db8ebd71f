import { Typography } from '@mantine/core';

export function DescriptionHtml({ html }: { html: string }) {
  if (!html) return null;
  return (
    <Typography fz="sm">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
