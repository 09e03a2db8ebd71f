import { Chip, Group, Input, SegmentedControl, Stack } from '@mantine/core';
import type { TByEventTarget } from '@usher/contract/mailing';

const TARGETS: { value: TByEventTarget; label: string }[] = [
  { value: 'all', label: 'All guests' },
  { value: 'checkedIn', label: 'Checked in' },
  { value: 'notCheckedIn', label: 'Not checked in' },
];

export type TAudience = { target: TByEventTarget; ticketVariantIds: string[] };

type MessageAudienceProps = {
  value: TAudience;
  onChange: (audience: TAudience) => void;
  ticketVariants: { id: string; name: string }[];
};

/** Which of the date's guests a message reaches: by check-in, and optionally by ticket type (none chosen: all). */
export function MessageAudience({ value, onChange, ticketVariants }: MessageAudienceProps) {
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Send to">
        <SegmentedControl
          mt={4}
          fullWidth
          data={TARGETS}
          value={value.target}
          onChange={(target) => onChange({ ...value, target: target as TByEventTarget })}
          aria-label="Send to"
        />
      </Input.Wrapper>
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
