import { ComingSoon } from '../../../components/ui/coming-soon';

/** Activity, event date, ticket type and check-in screens arrive in later issues. */
export function ActivityPlaceholderScreen({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
