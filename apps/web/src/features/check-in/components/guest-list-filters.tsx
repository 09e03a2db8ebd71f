import { SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export type TCheckedInFilter = 'all' | 'yes' | 'no';

const CHECKED_IN_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Checked in' },
  { value: 'no', label: 'Not checked in' },
];

type GuestListFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  checkedIn: TCheckedInFilter;
  onCheckedInChange: (checkedIn: TCheckedInFilter) => void;
};

/** Search by name, email, phone or order reference, and All / Checked in / Not checked in. */
export function GuestListFilters({
  search,
  onSearchChange,
  checkedIn,
  onCheckedInChange,
}: GuestListFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        type="search"
        size="md"
        aria-label="Search guests"
        placeholder="Name, email, phone or reference"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        enterKeyHint="search"
        autoComplete="off"
      />
      <SegmentedControl
        size="sm"
        fullWidth
        // Tall enough for a thumb, narrow enough that 'Not checked in' fits a 360 px phone.
        styles={{ label: { paddingBlock: 10, paddingInline: 4 } }}
        aria-label="Checked in"
        data={CHECKED_IN_OPTIONS}
        value={checkedIn}
        onChange={(value) => onCheckedInChange(value as TCheckedInFilter)}
      />
    </SimpleGrid>
  );
}
