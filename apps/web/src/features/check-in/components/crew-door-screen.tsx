import { Box, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { TDoorStartResponse } from '@usher/contract/door';
import { formatLondon } from '@usher/contract/london-format';
import { isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkInAtDoor } from '../api/check-in-at-door';
import type { TCheckIn } from '../api/check-in-scanned-code';
import { checkInKeys } from '../api/check-in-keys';
import { crewCopyId, forgetCrewCopy, type TNotAppliedScan } from '../offline/crew-copy';
import { CrewNotApplied } from '../offline/crew-not-applied';
import { DoorBanner } from '../offline/door-banner';
import { useCrewOffline } from '../offline/use-crew-offline';
import { CrewClosed } from './crew-closed';
import { CrewDoorNav, crewPath, type TCrewScreen } from './crew-door-nav';
import { CrewGuests } from './crew-guests';
import { forgetCrewSession, keepCrewSession, readCrewSession } from './crew-session';
import { CrewStartForm } from './crew-start-form';
import { DoorScanner } from './door-scanner';

function CrewDoorHeading({ session }: { session: TDoorStartResponse }) {
  const types = session.ticketVariants.map((variant) => variant.name).join(', ');
  return (
    <Stack gap={2}>
      <Title order={1} fz={22} style={{ overflowWrap: 'anywhere' }}>
        {session.doorName}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {session.activityName}, {formatLondon(session.eventStartAt)}
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Admits: {types}
      </Text>
    </Stack>
  );
}

/**
 * `/door/{token}` and `/door/{token}/guests` (issue 30 §2): the crew's phone, with no account and no dashboard.
 * The start asks for the PIN and the phone's name; then the door screens the organiser's staff know, for the
 * link's date and ticket types only. A 401 at any step (revoked, expired) closes the door on this phone.
 */
export function CrewDoorScreen({ screen }: { screen: TCrewScreen }) {
  const { token = '' } = useParams();
  const [session, setSession] = useState(() => readCrewSession(token));
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const [notApplied, setNotApplied] = useState<TNotAppliedScan[]>([]);
  const queryClient = useQueryClient();
  usePageTitle(session ? `Door: ${session.doorName}` : 'Door');

  const open = (start: TDoorStartResponse) => {
    keepCrewSession(token, start);
    setClosedMessage(null);
    setNotApplied([]);
    setSession(start);
  };
  // The link no longer lets this phone in: its offline copy goes too, and what it still held unsent stays listed.
  const forgetCopy = useCallback(() => {
    forgetCrewCopy(token)
      .then(async (scans) => {
        setNotApplied((shown) => (scans.length > 0 ? scans : shown));
        // A new start finds no copy and downloads a fresh one.
        const copyId = await crewCopyId(token);
        await queryClient.invalidateQueries({ queryKey: checkInKeys.offline(copyId) });
      })
      .catch(() => undefined);
  }, [token, queryClient]);
  const close = useCallback(
    (message: string) => {
      forgetCrewSession(token);
      setSession(null);
      setClosedMessage(message);
      forgetCopy();
    },
    [token, forgetCopy],
  );
  const offline = useCrewOffline(token, session, close);
  const checkIn = useMemo<TCheckIn>(() => {
    const send = checkInAtDoor(token);
    return (scan, retryDelaysMs) =>
      send(scan, retryDelaysMs).catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) close(error.message);
        throw error;
      });
  }, [token, close]);

  let content;
  if (closedMessage !== null) {
    content = <CrewClosed message={closedMessage} onStartAgain={() => setClosedMessage(null)} />;
  } else if (!session) {
    content = <CrewStartForm token={token} onStarted={open} onLinkClosed={forgetCopy} />;
  } else {
    content = (
      <Stack gap="md">
        <CrewDoorHeading session={session} />
        <CrewDoorNav token={token} current={screen} />
        {offline.source ? <DoorBanner source={offline.source} /> : null}
        {screen === 'scan' ? (
          <DoorScanner
            eventId={session.eventId}
            isPublished
            isReady
            offlineDate={offline.offlineDate}
            guestListPath={crewPath(token, 'guests')}
            checkIn={checkIn}
          />
        ) : (
          <CrewGuests token={token} onClosed={close} />
        )}
      </Stack>
    );
  }

  // Room under the last line for the door bar fixed at a phone's bottom edge.
  return (
    <Box component="main" maw={560} mx="auto" px="md" pt="md" pb={{ base: 96, sm: 'xl' }}>
      <Stack gap="md">
        {content}
        <CrewNotApplied scans={notApplied} />
      </Stack>
    </Box>
  );
}
