import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notifyError } from '../../../lib/notify';
import { getGuestListCsv } from '../api/get-guest-list-csv';
import { shareOrDownloadCsv } from './share-csv-file';

/** §2 'Share CSV file': the whole guest list to the phone's share sheet, or as a download elsewhere. */
export function ShareCsvButton({ eventId, startAt }: { eventId: string; startAt: string }) {
  const [isBusy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await shareOrDownloadCsv(await getGuestListCsv(eventId, startAt));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      leftSection={<IconShare size={16} aria-hidden />}
      loading={isBusy}
      onClick={onClick}
    >
      Share CSV file
    </Button>
  );
}
