import { IconList, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './door-nav.module.css';

export type TCrewScreen = 'scan' | 'guests';

/** `/door/{token}` scans, `/door/{token}/guests` searches: the crew's two screens, as the organiser's door bar. */
export const crewPath = (token: string, screen: TCrewScreen) =>
  screen === 'scan' ? `/door/${token}` : `/door/${token}/guests`;

export function CrewDoorNav({ token, current }: { token: string; current: TCrewScreen }) {
  const screens = [
    { key: 'scan', label: 'Scan', icon: IconQrcode },
    { key: 'guests', label: 'Guests', icon: IconList },
  ] as const;
  return (
    <nav aria-label="Door" className={classes.bar}>
      {screens.map(({ key, label, icon: Icon }) => (
        <Link
          key={key}
          to={crewPath(token, key)}
          replace
          className={classes.link}
          aria-current={key === current ? 'page' : undefined}
        >
          <Icon size={22} aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}
