import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { TReceiver } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useImportReceiverFile } from '../api/import-receiver-file';
import { previewImport } from './import-preview';
import { ReceiverFileField, type TReadReceiverFile } from './receiver-file-field';

/** Import into a saved list from a CSV or Excel file: a preview of what the file holds first, then the import. */
export function ImportFilePanel({ listId, receivers }: { listId: string; receivers: TReceiver[] }) {
  const importFile = useImportReceiverFile();
  const [read, setRead] = useState<TReadReceiverFile | null>(null);
  // Remounting the field after an import clears the chosen file with the preview.
  const [fieldKey, setFieldKey] = useState(0);
  const clear = () => {
    setRead(null);
    setFieldKey((key) => key + 1);
  };
  const fresh = read ? previewImport(read.answer, receivers).fresh.length : 0;

  const onImport = () => {
    if (!read) return;
    importFile.mutate(
      { listId, file: read.file },
      {
        onSuccess: ({ added, duplicates, invalid }) => {
          notifySuccess(MESSAGES.receiversImported(added, duplicates, invalid));
          clear();
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="sm">
      <ReceiverFileField key={fieldKey} receivers={receivers} value={read} onChange={setRead} />
      {read ? (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={clear}>
            Cancel
          </Button>
          <Button onClick={onImport} loading={importFile.isPending} disabled={fresh === 0}>
            {`Import ${fresh} receiver(s)`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
