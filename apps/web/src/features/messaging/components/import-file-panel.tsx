import { Alert, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_RECEIVER_FILE_BYTES, SKIP_REASON_TEXTS, type TReceiver } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useImportReceiverFile } from '../api/import-receiver-file';
import { useReadReceiverFile } from '../api/read-receiver-file';
import { previewImport, type ImportPreview } from './import-preview';

/** Skipped rows listed in the preview; the rest are counted. */
const SKIPPED_SHOWN = 20;

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const more = preview.skipped.length - SKIPPED_SHOWN;
  return (
    <Stack gap="xs" aria-label="Import preview" role="region">
      <List size="sm" spacing={2}>
        <List.Item>{`${preview.fresh.length} new receiver(s) to add`}</List.Item>
        <List.Item>{`${preview.inList} already in the list`}</List.Item>
        <List.Item>{`${preview.skipped.length} row(s) skipped`}</List.Item>
      </List>
      {preview.skipped.length > 0 ? (
        <Table.ScrollContainer minWidth={240}>
          <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label="Skipped rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.skipped.slice(0, SKIPPED_SHOWN).map((row) => (
                <Table.Tr key={row.row}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{SKIP_REASON_TEXTS[row.reason]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {more > 0 ? (
            <Text size="xs" c="dimmed">
              {`and ${more} more`}
            </Text>
          ) : null}
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/** Import from a CSV or Excel file: a preview of what the file holds first (read-file), then the import. */
export function ImportFilePanel({ listId, receivers }: { listId: string; receivers: TReceiver[] }) {
  const readFile = useReadReceiverFile();
  const importFile = useImportReceiverFile();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const onChoose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > MAX_RECEIVER_FILE_BYTES) return notifyError(MESSAGES.receiverFileTooLarge);
    readFile.mutate(chosen, {
      onSuccess: (answer) => setPreview(previewImport(answer, receivers)),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };
  const onImport = () => {
    if (!file) return;
    importFile.mutate(
      { listId, file },
      {
        onSuccess: ({ added, duplicates, invalid }) => {
          notifySuccess(MESSAGES.receiversImported(added, duplicates, invalid));
          onChoose(null);
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <FileInput
        label="CSV or Excel file"
        description="A column of emails, of UK phones, or both; a header row is optional."
        placeholder="Choose a file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        value={file}
        onChange={onChoose}
      />
      {readFile.isPending ? <Text size="sm">Reading the file…</Text> : null}
      {readFile.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(readFile.error)}
        </Alert>
      ) : null}
      {preview ? (
        <>
          <PreviewSummary preview={preview} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => onChoose(null)}>
              Cancel
            </Button>
            <Button onClick={onImport} loading={importFile.isPending} disabled={preview.fresh.length === 0}>
              {`Import ${preview.fresh.length} receiver(s)`}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
