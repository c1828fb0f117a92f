import { useParams } from 'react-router';
import { clubPageData, usePageData } from '@quadra/data';
import { ClubScreen } from '../features/clubs/components/club-screen';

export default function ClubPage() {
  const { id = '' } = useParams();
  usePageData(clubPageData, { id });
  return <ClubScreen key={id} clubId={id} />;
}
