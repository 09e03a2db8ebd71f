import { ComingSoon } from '../../../components/ui/coming-soon';

/** Promo code list, create and detail screens arrive in a later issue. */
export function PromoCodesPlaceholderScreen({ title }: { title: string }) {
  return <ComingSoon title={title} />;
}
