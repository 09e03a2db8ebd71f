import { Code, List, Paper, Text } from '@mantine/core';
import type { TSessionResponse } from '@usher/contract/auth';

type DemoAccountsHintProps = { accounts: NonNullable<TSessionResponse['demoAccounts']> };

/** On a demo install, the accounts a newcomer can try, so nobody has to find them in the README. */
export function DemoAccountsHint({ accounts }: DemoAccountsHintProps) {
  return (
    <Paper component="section" aria-labelledby="demo-accounts-title" withBorder radius="lg" p="md">
      <Text id="demo-accounts-title" size="sm" fw={600}>
        Demo accounts
      </Text>
      <Text size="sm" mt={4}>
        Password for all three: <Code>{accounts.password}</Code>
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {accounts.emails.map((email) => (
          <List.Item key={email}>{email}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
