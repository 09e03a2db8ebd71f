import { Alert, FileInput, List, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import {
  MAX_RECEIVER_FILE_BYTES,
  SKIP_REASON_TEXTS,
  type TReadFileResponse,
} from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError } from '../../../lib/notify';
import { useReadReceiverFile } from '../api/read-receiver-file';
import { previewImport, type ImportPreview } from './import-preview';

/** Skipped rows listed in the preview; the rest are counted. */
const SKIPPED_SHOWN = 20;

type Contact = { email: string | null; phone: string | null };

/** A file chosen and what the server read in it (read-file saves nothing). */
export type TReadReceiverFile = { file: File; answer: TReadFileResponse };

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

type ReceiverFileFieldProps = {
  /** The receivers the file is compared with: the list's, or those typed so far. */
  receivers: readonly Contact[];
  value: TReadReceiverFile | null;
  onChange: (read: TReadReceiverFile | null) => void;
};

/** A CSV or Excel file of receivers, read by the server and previewed against `receivers`; nothing is saved. */
export function ReceiverFileField({ receivers, value, onChange }: ReceiverFileFieldProps) {
  const readFile = useReadReceiverFile();
  const [chosen, setChosen] = useState<File | null>(value?.file ?? null);

  const onChoose = (file: File | null) => {
    setChosen(file);
    readFile.reset();
    onChange(null);
    if (!file) return;
    if (file.size > MAX_RECEIVER_FILE_BYTES) return notifyError(MESSAGES.receiverFileTooLarge);
    readFile.mutate(file, {
      onSuccess: (answer) => onChange({ file, answer }),
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  return (
    <Stack gap="sm">
      <FileInput
        label="CSV or Excel file"
        description="A column of emails, of UK phones, or both; a header row is optional."
        placeholder="Choose a file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        clearable
        value={value ? value.file : chosen}
        onChange={onChoose}
      />
      {readFile.isPending ? <Text size="sm">Reading the file…</Text> : null}
      {readFile.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(readFile.error)}
        </Alert>
      ) : null}
      {value ? <PreviewSummary preview={previewImport(value.answer, receivers)} /> : null}
    </Stack>
  );
}
