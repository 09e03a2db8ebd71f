import { IconTicket } from '@tabler/icons-react';

/** Usher's mark and name, as components/ui/logo.tsx draws it with Mantine. */
export function PublicLogo() {
  return (
    <span className="public-logo">
      <span className="public-logo-mark">
        <IconTicket size={20} stroke={1.8} aria-hidden />
      </span>
      <span className="public-logo-name">Usher</span>
    </span>
  );
}
