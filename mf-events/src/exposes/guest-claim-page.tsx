import { useParams } from 'react-router';
import { GuestClaimScreen } from '../features/guests/components/guest-claim-screen';

export default function GuestClaimPage() {
  const { token } = useParams();
  return <GuestClaimScreen token={token ?? ''} />;
}
