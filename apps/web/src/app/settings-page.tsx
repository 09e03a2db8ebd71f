import { PaymentsCard } from '../features/payments/components/payments-card';
import { SettingsScreen } from '../features/organisations/components/settings-screen';

/** Settings: the organiser's own details, then how it takes card payments (features do not import each other). */
export function SettingsPage() {
  return (
    <SettingsScreen>
      <PaymentsCard />
    </SettingsScreen>
  );
}
