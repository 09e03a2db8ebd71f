import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage, IconPaperclip } from '@tabler/icons-react';
import { formatLondon } from '@usher/contract/london-format';
import type { TDevMailboxMessage } from '@usher/contract/messaging';
import { splitLinks } from './split-links';

/** One message as it would have gone out: channel, recipient, time, subject, text with live links, files. */
export function DevMailboxMessageCard({ message }: { message: TDevMailboxMessage }) {
  const isEmail = message.channel === 'email';
  return (
    <Paper component="article" withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Badge
              variant="light"
              color={isEmail ? 'blue' : 'teal'}
              style={{ flexShrink: 0 }}
              leftSection={
                isEmail ? <IconMail size={14} aria-hidden /> : <IconMessage size={14} aria-hidden />
              }
            >
              {isEmail ? 'Email' : 'SMS'}
            </Badge>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              To {message.recipient}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatLondon(message.createdAt)}
          </Text>
        </Group>
        {message.subject ? (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Text>
        ) : null}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {splitLinks(message.bodyText).map((piece, index) =>
            piece.href ? (
              <Anchor key={index} href={piece.href} target="_blank" rel="noopener noreferrer" inherit>
                {piece.text}
              </Anchor>
            ) : (
              <span key={index}>{piece.text}</span>
            ),
          )}
        </Text>
        {message.attachments.length > 0 ? (
          <Group gap="xs" aria-label="Attachments">
            {message.attachments.map((name) => (
              <Badge
                key={name}
                variant="default"
                tt="none"
                leftSection={<IconPaperclip size={14} aria-hidden />}
              >
                {name}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
