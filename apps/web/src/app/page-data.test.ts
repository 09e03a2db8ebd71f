import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { getPublicEventQueryOptions } from '../features/activities/api/get-public-event';
import { getPublicTicketQueryOptions } from '../features/orders/api/get-public-ticket';
import { seedPageData } from './page-data';

/** The element as the server writes it (apps/api/src/plugins/page-head.ts), `<` escaped as \u003c. */
function embed(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'page-data';
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => document.getElementById('page-data')?.remove());

describe('seedPageData', () => {
  it("puts the embedded answer in the page's query, so it renders with no call", () => {
    const queryClient = createQueryClient();
    embed('{"name":"Jazz \\u003c/script\\u003e"}');
    seedPageData(queryClient, '/e/abc');
    expect(queryClient.getQueryData(getPublicEventQueryOptions('abc').queryKey)).toEqual({
      name: 'Jazz </script>',
    });
    expect(document.getElementById('page-data')).toBeNull();
  });

  it('matches the page by its path: a ticket page seeds the ticket, nothing else', () => {
    const queryClient = createQueryClient();
    embed('{"qrCode":"x"}');
    seedPageData(queryClient, '/t/ticket_external_id1');
    expect(queryClient.getQueryData(getPublicTicketQueryOptions('ticket_external_id1').queryKey)).toEqual({
      qrCode: 'x',
    });
    expect(
      queryClient.getQueryData(getPublicEventQueryOptions('ticket_external_id1').queryKey),
    ).toBeUndefined();
  });

  it('does nothing without embedded data', () => {
    const queryClient = createQueryClient();
    seedPageData(queryClient, '/e/abc');
    expect(queryClient.getQueryData(getPublicEventQueryOptions('abc').queryKey)).toBeUndefined();
  });
});
