import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { clubPageData, usePageData } from '@quadra/data';
import { Skeleton } from '@quadra/ui';
import { ClubScreen, type ClubSlot } from '../features/clubs/components/club-screen';

// The caixa (its Pix, chart and statement reader) loads only for a member who opens his club.
const CaixaSection = lazy(() => import('../features/caixa/components/caixa-section'));

const caixa: ClubSlot = (club) => (
  <Suspense fallback={<Skeleton height={120} />}>
    <CaixaSection {...club} />
  </Suspense>
);

export default function ClubPage() {
  const { id = '' } = useParams();
  usePageData(clubPageData, { id });
  return <ClubScreen key={id} clubId={id} caixa={caixa} />;
}
