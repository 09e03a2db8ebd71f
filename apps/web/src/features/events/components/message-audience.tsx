import { Chip, Group, Input, Radio, Stack } from '@mantine/core';
import type { TByEventTarget } from '@usher/contract/mailing';
import { MESSAGES } from '@usher/contract/messages';

const TARGETS: { value: TByEventTarget; label: string }[] = [
  { value: 'all', label: 'All guests' },
  { value: 'checkedIn', label: 'Checked in' },
  { value: 'notCheckedIn', label: 'Not checked in' },
  // Issue 31 §4: those still waiting or holding an offer, who have no ticket yet.
  { value: 'waiting', label: MESSAGES.waitlistReceiver },
];

export type TAudience = { target: TByEventTarget; ticketVariantIds: string[] };

type MessageAudienceProps = {
  value: TAudience;
  onChange: (audience: TAudience) => void;
  ticketVariants: { id: string; name: string }[];
};

/**
 * Which of the date's guests a message reaches: by check-in, or the people waiting for a place, and optionally by
 * ticket type (none chosen: all).
 */
export function MessageAudience({ value, onChange, ticketVariants }: MessageAudienceProps) {
  return (
    <Stack gap="sm">
      {/* Radios rather than a segmented control: the four choices wrap on a 360 px phone. */}
      <Radio.Group
        label="Send to"
        value={value.target}
        onChange={(target) => onChange({ ...value, target: target as TByEventTarget })}
      >
        <Group gap="md" mt={6}>
          {TARGETS.map((target) => (
            <Radio key={target.value} value={target.value} label={target.label} />
          ))}
        </Group>
      </Radio.Group>
      {ticketVariants.length > 1 ? (
        <Input.Wrapper label="Ticket types" description="None chosen: every ticket type.">
          <Chip.Group
            multiple
            value={value.ticketVariantIds}
            onChange={(ticketVariantIds) => onChange({ ...value, ticketVariantIds })}
          >
            <Group gap={6} mt={6}>
              {ticketVariants.map((variant) => (
                <Chip key={variant.id} value={variant.id} size="sm">
                  {variant.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      ) : null}
    </Stack>
  );
}
