import { useParams } from 'react-router';
import { ClubInviteScreen } from '../features/clubs/components/club-invite-screen';

export default function ClubInvitePage() {
  const { token } = useParams();
  return <ClubInviteScreen token={token ?? ''} />;
}
