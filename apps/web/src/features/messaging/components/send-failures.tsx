import { Button, Collapse, List, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TSentMessage } from '@usher/contract/mailing';

/** The failed recipients of a send and why, behind a toggle so the history stays compact. */
export function SendFailures({ send }: { send: TSentMessage }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  if (send.failures.length === 0) return null;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        px={4}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? 'Hide' : 'Show'} failure reasons
      </Button>
      <Collapse expanded={isOpen}>
        <List id={id} size="xs" spacing={2} mt={4}>
          {send.failures.map((failure) => (
            <List.Item key={failure.to}>
              <Text span size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {failure.to}
              </Text>
              : {failure.reason}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </>
  );
}
