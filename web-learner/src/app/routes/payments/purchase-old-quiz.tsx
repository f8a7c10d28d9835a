import { PurchaseOldQuizScreen } from '@/features/old-quiz-purchase/components/purchase-old-quiz-screen';

/** Purchase Old Quiz (spec 2.17), open to visitors. */
export default function Route() {
  return <PurchaseOldQuizScreen />;
}
