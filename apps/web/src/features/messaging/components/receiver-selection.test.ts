import { describe, expect, it } from 'vitest';
import type { TMailingList, TReceiver } from '@usher/contract/mailing-lists';
import {
  chosenRecipients,
  countChosen,
  initialSelection,
  isChosen,
  listState,
  toggleList,
  toggleReceiver,
} from './receiver-selection';

const receiver = (email: string | null, phone: string | null, unsubscribed = false): TReceiver => ({
  id: null,
  email,
  phone,
  checked: true,
  unsubscribed,
});

const friends: TMailingList = {
  id: 'friends',
  name: 'Friends',
  isDefault: false,
  receivers: [
    receiver('ann@example.com', '+447700900001'),
    receiver('bob@example.com', null),
    receiver(null, '+447700900003'),
    receiver('gone@example.com', '+447700900004', true),
  ],
};
const guests: TMailingList = {
  id: 'all-guests',
  name: 'All guests',
  isDefault: true,
  receivers: [receiver('ANN@example.com', '+44 7700 900001'), receiver('cat@example.com', null)],
};
const lists = [friends, guests];

describe('receiver selection', () => {
  it('starts with nobody chosen; ticking a list chooses all but the unsubscribed, who can not be chosen', () => {
    const initial = initialSelection(lists);
    expect(countChosen(initial, friends)).toBe(0);
    expect(listState(initial, friends)).toBe('none');
    expect(listState(initial, guests)).toBe('none');
    expect(chosenRecipients(initial, lists, 'email').addresses).toEqual([]);
    const selection = toggleList(initial, friends);
    expect(countChosen(selection, friends)).toBe(3);
    expect(listState(selection, friends)).toBe('all');
    expect(isChosen(selection, friends, 3)).toBe(false);
    expect(toggleReceiver(selection, friends, 3)).toBe(selection);
  });

  it('makes the list checkbox indeterminate when part of it is chosen, and toggles the whole list', () => {
    let selection = toggleReceiver(toggleList(initialSelection(lists), friends), friends, 1);
    expect(listState(selection, friends)).toBe('some');
    expect(countChosen(selection, friends)).toBe(2);

    selection = toggleList(selection, friends);
    expect(listState(selection, friends)).toBe('all');
    selection = toggleList(selection, friends);
    expect(listState(selection, friends)).toBe('none');
    expect(isChosen(selection, friends, 0)).toBe(false);

    selection = toggleReceiver(selection, friends, 2);
    expect(listState(selection, friends)).toBe('some');
    expect(isChosen(selection, friends, 2)).toBe(true);
    expect(listState(selection, guests)).toBe('none');
  });

  const everything = () => toggleList(toggleList(initialSelection(lists), friends), guests);

  it('counts each email once across lists, and the unsubscribed left out', () => {
    const email = chosenRecipients(everything(), lists, 'email');
    expect(email.addresses.sort()).toEqual(['ann@example.com', 'bob@example.com', 'cat@example.com']);
    expect(email.duplicates).toBe(1);
    expect(email.unsubscribed).toBe(1);
  });

  it('counts phones without spaces, and leaves out lists with nothing chosen', () => {
    const selection = toggleList(initialSelection(lists), guests);
    expect(chosenRecipients(selection, lists, 'sms')).toEqual({
      addresses: ['+447700900001'],
      duplicates: 0,
      unsubscribed: 0,
    });
    expect(chosenRecipients(everything(), lists, 'sms')).toEqual({
      addresses: ['+447700900001', '+447700900003'],
      duplicates: 1,
      unsubscribed: 1,
    });
  });

  it('handles a list of 50,000 in a blink', () => {
    const big: TMailingList = {
      ...friends,
      id: 'big',
      receivers: Array.from({ length: 50_000 }, (_, index) => receiver(`r${index}@example.com`, null)),
    };
    const started = performance.now();
    let selection = toggleList(initialSelection([big]), big);
    selection = toggleList(toggleList(selection, big), big);
    const chosen = chosenRecipients(selection, [big], 'email');
    expect(chosen.addresses).toHaveLength(50_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
