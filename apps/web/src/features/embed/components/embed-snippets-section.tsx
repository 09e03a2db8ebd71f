import { Alert, Button, Code, CopyButton, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { MESSAGES } from '@usher/contract/messages';
import { notifySuccess } from '../../../lib/notify';
import { useActivities } from '../../activities/api/get-activities';
import { useOrganisationLinks } from '../../activities/api/get-organisation-links';
import { embedSnippet, type TEmbedTarget } from './embed-snippet';

/** The organiser's guid and Usher's origin, from the shop window's own link (`{PUBLIC_URL}/o/{guid}`). */
function shopWindowOf(link: string): { origin: string; guid: string } | null {
  try {
    const url = new URL(link);
    const guid = /^\/o\/([^/]+)$/.exec(url.pathname)?.[1];
    return guid ? { origin: url.origin, guid: decodeURIComponent(guid) } : null;
  } catch {
    return null;
  }
}

/**
 * Settings › Developers: the HTML that sells from the organiser's own website (issue 29 §3), one snippet for the
 * shop window and one per activity, each ready to copy.
 */
export function EmbedSnippetsSection() {
  const links = useOrganisationLinks();
  const activities = useActivities('future');
  const shopWindow = links.data ? shopWindowOf(links.data.link) : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="embed-snippets-title">
      <Title order={2} size="h3" id="embed-snippets-title">
        Sell from your website
      </Title>
      <Text size="sm" c="dimmed">
        Paste a snippet into a page of your website: your customers choose their tickets there and pay in a
        new tab.
      </Text>
      {links.isError || activities.isError ? (
        <Alert color="red" icon={<IconInfoCircle aria-hidden />}>
          {MESSAGES.serverError}
        </Alert>
      ) : !shopWindow || !activities.data ? (
        <Skeleton h={160} radius="md" aria-label="Loading snippets" />
      ) : (
        <>
          <EmbedSnippetCard
            origin={shopWindow.origin}
            target={{ kind: 'organisation', id: shopWindow.guid, name: 'All our events' }}
            title="Your shop window: every published activity"
          />
          {activities.data.map((activity) => (
            <EmbedSnippetCard
              key={activity.id}
              origin={shopWindow.origin}
              target={{ kind: 'activity', id: activity.id, name: activity.name }}
              title={activity.name}
            />
          ))}
          {activities.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              Your activities’ snippets appear here once you create one.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function EmbedSnippetCard({
  origin,
  target,
  title,
}: {
  origin: string;
  target: TEmbedTarget;
  title: string;
}) {
  const snippet = embedSnippet(origin, target);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={600}>{title}</Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {snippet}
        </Code>
        <CopyButton value={snippet}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              mih={44}
              style={{ alignSelf: 'flex-start' }}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              aria-label={`Copy the snippet of ${title}`}
              onClick={() => {
                copy();
                notifySuccess(MESSAGES.embedSnippetCopied);
              }}
            >
              {copied ? 'Copied' : 'Copy snippet'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Paper>
  );
}
