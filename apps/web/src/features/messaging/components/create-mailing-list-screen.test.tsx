import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TReadFileResponse } from '@usher/contract/mailing-lists';
import { MESSAGES } from '@usher/contract/messages';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { CreateMailingListScreen } from './create-mailing-list-screen';

const fetchMock = mockFetch();
const LISTS = '/api/client/mailing-lists';

function serve(fileAnswer: TReadFileResponse) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === `${LISTS}/read-file`) return json(200, fileAnswer);
    if (path === `${LISTS}/create-mailing-list`)
      return json(200, { id: '5d0b7a1e-0000-4000-8000-000000000001', added: 2, duplicates: 0 });
    if (path.startsWith(`${LISTS}/import-from-file/`))
      return json(200, { added: 1, duplicates: 1000, invalid: 0 });
    return json(404, { message: MESSAGES.notFound });
  });
  return renderRoutes(
    [
      { path: '/messages/manage-lists/create', element: <CreateMailingListScreen /> },
      { path: '/messages/manage-lists/', element: <p>Lists screen</p> },
    ],
    '/messages/manage-lists/create',
  );
}

const calls = (path: string) => fetchMock.mock.calls.filter(([called]) => String(called).startsWith(path));
const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('CreateMailingListScreen', () => {
  it('creates a list from a file in one step: choose, preview, name, save', async () => {
    const { router } = serve({
      receivers: [
        { email: 'ann@example.com', phone: null },
        { email: null, phone: '+447700900001' },
      ],
      skipped: [{ row: 3, reason: 'badEmail' }],
    });
    chooseFile(new File(['Email\nann@example.com'], 'guests.csv', { type: 'text/csv' }));
    const preview = await screen.findByRole('region', { name: 'Import preview' });
    expect(preview.textContent).toContain('2 new receiver(s) to add');
    expect(preview.textContent).toContain('1 row(s) skipped');
    expect(screen.getByText('The list will hold 2 receiver(s).')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'List name' }), { target: { value: 'Guests' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/manage-lists/'));
    expect(JSON.parse(calls(`${LISTS}/create-mailing-list`)[0]![1]!.body as string)).toEqual({
      mailingList: {
        name: 'Guests',
        receivers: [
          { email: 'ann@example.com', phone: null },
          { email: null, phone: '+447700900001' },
        ],
      },
    });
    expect(calls(`${LISTS}/import-from-file/`)).toHaveLength(0);
  });

  it('saves the first 1,000 with the list and imports the rest of a longer file into it', async () => {
    const receivers = Array.from({ length: 1001 }, (_, index) => ({
      email: `r${index}@example.com`,
      phone: null,
    }));
    const { router } = serve({ receivers, skipped: [] });
    chooseFile(new File(['x'], 'big.xlsx'));
    expect(await screen.findByText('The list will hold 1001 receiver(s).')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'List name' }), { target: { value: 'Big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/manage-lists/'));
    const created = JSON.parse(calls(`${LISTS}/create-mailing-list`)[0]![1]!.body as string);
    expect(created.mailingList.receivers).toHaveLength(1000);
    expect(String(calls(`${LISTS}/import-from-file/`)[0]![0])).toBe(
      `${LISTS}/import-from-file/5d0b7a1e-0000-4000-8000-000000000001`,
    );
  });
});
