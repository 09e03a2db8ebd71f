import { ComingSoon } from '../../../components/ui/coming-soon';

/** Messages and mailing list screens arrive in a later issue. */
export function MessagingPlaceholderScreen({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
