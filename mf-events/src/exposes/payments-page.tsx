import { useParams } from 'react-router';
import { PaymentsScreen } from '../features/payments/components/payments-screen';

export default function PaymentsPage() {
  const { id } = useParams();
  return <PaymentsScreen key={id} eventId={id} />;
}
