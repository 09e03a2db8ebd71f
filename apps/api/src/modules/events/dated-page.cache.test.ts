import { describe, expect, it } from 'vitest';
import { DatedPageCache } from './dated-page.cache';

describe('DatedPageCache', () => {
  it('keeps a copy until a date it shows changes, and only then', async () => {
    const reads: string[] = [];
    // A clock that stands still: only a drop can end a copy here.
    const pages = new DatedPageCache(
      async (id) => {
        reads.push(id);
        return {
          json: `{"reads":${reads.length}}`,
          dateIds: id === 'jazz' ? ['friday-1', 'friday-2'] : ['sunday'],
        };
      },
      () => 0,
    );
    await pages.get('jazz');
    await pages.get('comedy');
    await pages.get('jazz');
    expect(reads).toEqual(['jazz', 'comedy']);

    pages.drop(['friday-2']);
    expect((await pages.get('jazz'))!.body.toString()).toBe('{"reads":3}');
    expect(await pages.get('comedy')).toBeTruthy();
    expect(reads).toEqual(['jazz', 'comedy', 'jazz']);

    pages.drop(['unknown', 'sunday']);
    await pages.get('comedy');
    await pages.get('jazz');
    expect(reads).toEqual(['jazz', 'comedy', 'jazz', 'comedy']);
  });
});
