import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { formatLondon } from '@usher/contract/london-format';
import type { TCreatePromoCodeRequest } from '@usher/contract/promo-codes';
import { formatDiscount } from '@usher/contract/promo-display';

/** More than this many scope lines are summed up as '… and N more'. */
const MAX_SCOPE_LINES = 8;

type ConfirmPromoCodeDialogProps = {
  /** The body about to be sent; null keeps the dialog closed. */
  request: TCreatePromoCodeRequest | null;
  scopeNames: string[];
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      <b>{children}</b>
    </Text>
  );
}

/** §4: restates code, discount, validity, cap and scope in words before the code is saved (never edited after). */
export function ConfirmPromoCodeDialog({
  request,
  scopeNames,
  isSaving,
  onCancel,
  onConfirm,
}: ConfirmPromoCodeDialogProps) {
  const shown = scopeNames.slice(0, MAX_SCOPE_LINES);
  const more = scopeNames.length - shown.length;
  return (
    <Modal
      opened={request !== null}
      onClose={isSaving ? () => {} : onCancel}
      title="Create this promo code?"
      centered
      radius="lg"
    >
      {request ? (
        <Stack gap="sm">
          <Fact label="Code">{request.code.trim()}</Fact>
          <Fact label="Discount">
            {`${formatDiscount({
              percentageAmount: request.percentageAmount ?? null,
              fixedAmount: request.fixedAmount ?? null,
            })} off each ticket`}
          </Fact>
          <Fact label="Valid until">{`${formatLondon(request.validUntil)} (London time)`}</Fact>
          <Fact label="Cap">{request.maxUses ? `${request.maxUses} tickets` : 'No cap'}</Fact>
          <div>
            <Text size="sm" c="dimmed">
              Applies to:
            </Text>
            <List size="sm" spacing={2} withPadding>
              {shown.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
              {more > 0 ? <List.Item>and {more} more</List.Item> : null}
            </List>
          </div>
          <Text size="xs" c="dimmed">
            Codes cannot be edited after creation, but you can delete one at any time.
          </Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onCancel} disabled={isSaving}>
              Back to edit
            </Button>
            <Button onClick={onConfirm} loading={isSaving}>
              Create code
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
