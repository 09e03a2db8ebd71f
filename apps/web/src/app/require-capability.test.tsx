import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_TEXT } from '../components/ui/no-access';
import { renderRoutes } from '../test/render';
import { RequireCapability } from './require-capability';

function userWith(permissions: string[]) {
  return {
    id: 'u1',
    name: 'Door',
    email: 'door@example.com',
    permissions,
    currentOrg: { guid: 'g1', name: 'Org' },
    organizations: [{ guid: 'g1', name: 'Org' }],
    extra: { organizationDetails: { qrLink: null } },
  };
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const routes = [
  {
    element: <RequireCapability capability="controlOrganisation" />,
    children: [{ path: '/settings', element: <p>Settings form</p> }],
  },
];

describe('RequireCapability', () => {
  it('shows the no-access panel to door staff', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(userWith(['ROLE_controller']))));
    renderRoutes(routes, '/settings');
    expect(await screen.findByText(NO_ACCESS_TEXT)).toBeTruthy();
    expect(screen.queryByText('Settings form')).toBeNull();
  });

  it('shows the screen to an owner with organisation control', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(userWith(['ROLE_MASTER', 'organization.control']))),
    );
    renderRoutes(routes, '/settings');
    expect(await screen.findByText('Settings form')).toBeTruthy();
  });
});
