import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { EmbedSnippetsSection } from './embed-snippets-section';

const fetchMock = mockFetch();
const guid = '0c6f1a52-8c1e-4d47-9a43-1f6e3c0b2a11';

const answer = (url: string) => {
  if (url.endsWith('/api/client/social/org'))
    return json(200, { link: `https://tickets.example.org/o/${guid}`, qrLink: 'https://x.test/q' });
  if (url.endsWith('/api/client/short-links/org')) return json(200, { result: 'https://x.test/s' });
  if (url.endsWith('/api/client/activity/'))
    return json(200, { activities: [{ id: 'act-1', name: 'Jazz & <Blues>' }] });
  return json(404, { message: 'Not found' });
};

describe('EmbedSnippetsSection', () => {
  it('shows a snippet for the shop window and for each activity, each ready to copy', async () => {
    fetchMock.mockImplementation(async (input) => answer(String(input)));
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderAt('/settings/developers', '/settings/developers', <EmbedSnippetsSection />);

    const activityCard = (await screen.findByText('Jazz & <Blues>', { selector: 'p' })).closest('div')!;
    expect(within(activityCard.parentElement!).getByText(/data-usher-activity="act-1"/).textContent).toBe(
      [
        '<div data-usher-activity="act-1">',
        '  <a href="https://tickets.example.org/a/act-1">Tickets: Jazz &amp; &lt;Blues&gt;</a>',
        '</div>',
        '<script src="https://tickets.example.org/embed.js" async></script>',
      ].join('\n'),
    );
    expect(screen.getByText(new RegExp(`data-usher-organisation="${guid}"`))).toBeTruthy();
    const copyButtons = screen.getAllByRole('button', { name: /^Copy the snippet of/ });
    expect(copyButtons).toHaveLength(2);
    fireEvent.click(copyButtons[1]!);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('data-usher-activity="act-1"'));
    expect(await screen.findByRole('button', { name: 'Copy the snippet of Jazz & <Blues>' })).toHaveProperty(
      'textContent',
      'Copied',
    );
  });
});
