import { PromotionsPage } from '@/features/content/components/promotions/promotions-page';

export default function PromotionsRoute() {
  return <PromotionsPage />;
}
