import { clubsPageData, usePageData } from '@quadra/data';
import { ClubsScreen } from '../features/clubs/components/clubs-screen';

export default function ClubsPage() {
  usePageData(clubsPageData, {});
  return <ClubsScreen />;
}
