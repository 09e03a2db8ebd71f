export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  {
    email: 'organiser@example.com',
    name: 'Olivia Organiser',
    roles: ['ROLE_MASTER'],
    permissions: ['organization.control'],
    description: 'ROLE_MASTER + organization.control',
  },
  {
    email: 'admin@example.com',
    name: 'Adam Admin',
    roles: ['ROLE_admin'],
    permissions: [],
    description: 'ROLE_admin',
  },
  {
    email: 'door@example.com',
    name: 'Dora Door',
    roles: ['ROLE_controller'],
    permissions: [],
    description: 'ROLE_controller (door staff)',
  },
] as const;
