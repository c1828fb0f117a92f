import { PushOffer } from '../features/push/components/push-offer';

export default function PushOfferWidget() {
  return <PushOffer />;
}
