import { IconHome, IconList, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { checkInPath } from './check-in-breadcrumbs';
import classes from './door-nav.module.css';

export type TDoorScreen = 'home' | 'scan' | 'guests';

type DoorNavProps = {
  activityId: string;
  eventId: string;
  current: TDoorScreen;
  /** Only the phone's bar: a desktop screen with its own big buttons to the same places needs no tabs. */
  isPhoneOnly?: boolean;
};

/**
 * The door's three screens one tap apart: a bar at the bottom edge of a phone, within the thumb's reach, and a
 * row of tabs on a desktop.
 */
export function DoorNav({ activityId, eventId, current, isPhoneOnly = false }: DoorNavProps) {
  const home = checkInPath(activityId, eventId);
  const screens = [
    { key: 'home', label: 'Home', to: home, icon: IconHome },
    { key: 'scan', label: 'Scan', to: `${home}/scan-qr`, icon: IconQrcode },
    { key: 'guests', label: 'Guests', to: `${home}/guests`, icon: IconList },
  ] as const;
  return (
    <nav aria-label="Door" className={classes.bar} data-phone-only={isPhoneOnly || undefined}>
      {screens.map(({ key, label, to, icon: Icon }) => (
        <Link key={key} to={to} className={classes.link} aria-current={key === current ? 'page' : undefined}>
          <Icon size={22} aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}
