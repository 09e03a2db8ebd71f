import { Anchor, Box, Text } from '@mantine/core';
import type { TGuest } from '@usher/contract/check-in';
import { guestDetails, type TGuestDetail } from './guest-details';

/** An email that wraps, if it must, only after its '@': never in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(0, at)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at)}</span>
    </>
  );
}

function DetailValue({ detail }: { detail: TGuestDetail }) {
  const text = detail.isEmail ? <EmailText email={detail.value} /> : detail.value;
  if (!detail.href) return text;
  const isWeb = detail.href.startsWith('http');
  return (
    <Anchor href={detail.href} inherit {...(isWeb ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {text}
    </Anchor>
  );
}

type GuestDetailsListProps = { guest: TGuest; customFieldLabels: readonly (string | null)[] };

/** What a guest row opens to: every §2 field as label and value, one per line. */
export function GuestDetailsList({ guest, customFieldLabels }: GuestDetailsListProps) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 6,
      }}
    >
      {guestDetails(guest, customFieldLabels).map((detail, index) => {
        const span = detail.isWide ? { gridColumn: '1 / -1' } : undefined;
        return (
          // Custom questions may share a name with a built-in line, so the position is part of the key.
          <Box key={`${index}-${detail.label}`} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" c="dimmed" style={span}>
              {detail.label}
            </Text>
            <Text
              component="dd"
              size="sm"
              fw={500}
              m={0}
              mt={detail.isWide ? -4 : 0}
              style={{ ...span, overflowWrap: 'break-word', minWidth: 0 }}
            >
              <DetailValue detail={detail} />
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
