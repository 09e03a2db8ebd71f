import { Badge } from '@mantine/core';
import type { TApiKey } from '@usher/contract/api-keys';

export function ApiKeyStatus({ apiKey }: { apiKey: TApiKey }) {
  return apiKey.revokedAt ? (
    <Badge color="gray" variant="light">
      Revoked
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}
