/** The demo accounts the API seeds on a fresh data directory (apps/api/src/demo/demo-accounts.ts). */
export const DEMO_PASSWORD = 'demo1234';

export const ACCOUNTS = {
  organiser: { email: 'organiser@example.com', password: DEMO_PASSWORD },
  admin: { email: 'admin@example.com', password: DEMO_PASSWORD },
  door: { email: 'door@example.com', password: DEMO_PASSWORD },
} as const;

export type Account = { email: string; password: string };
