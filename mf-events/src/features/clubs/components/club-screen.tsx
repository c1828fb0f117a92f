import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pageTitle, paths } from '@quadra/contracts';
import { isClubAdmin, toast, useAnswerClubRequest, useClub, useLeaveClub, useRequestToJoinClub } from '@quadra/data';
import { messages } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Avatar, Button, Card, ConfirmDialog, EmptyState, PageHeader, Skeleton, usePageTitle } from '@quadra/ui';
import { ClubGames } from './club-games';
import { ClubInvitePanel } from './club-invite-panel';
import { ClubMemberRow } from './club-member-row';
import { ClubNotices } from './club-notices';
import { EditClubDialog } from './edit-club-dialog';
import styles from './clubs.module.css';

const m = messages.clubs;

/** What the club page shows a member from another feature ('Caixa'), composed in exposes/. */
export type ClubSlot = (club: { clubId: string; clubName: string; isAdmin: boolean }) => ReactNode;

/** /club/:id — the club: next games, series, 'Caixa', 'Avisos', members, 'Convidar para o clube', 'Sair do clube'. */
export function ClubScreen({ clubId, caixa }: { clubId: string; caixa?: ClubSlot }) {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.id ?? null);
  const { data: club, isPending } = useClub(clubId);
  const join = useRequestToJoinClub();
  const leave = useLeaveClub();
  const answer = useAnswerClubRequest();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [editing, setEditing] = useState(false);
  // '{clube} · Quadra' once read; the route's 'Clube · Quadra' until then.
  usePageTitle(club ? pageTitle(club.name) : null);

  if (isPending) return <><PageHeader title={m.title} backTo={paths.clubs} /><div className={styles.screen}><Skeleton height={160} /></div></>;
  if (!club) return <><PageHeader title={m.title} backTo={paths.clubs} /><EmptyState title={m.notFound} headingLevel={1} /></>;

  const admin = isClubAdmin(club.my_role);
  const details = [club.city, m.members(club.members.length), club.visibility === 'private' ? m.private : m.public].filter(Boolean).join(' · ');

  return (
    <>
      <PageHeader title={club.name} subtitle={details} backTo={paths.clubs} />
      <div className={styles.screen}>
        <div className={styles.item}>
          <Avatar name={club.name} src={club.photo_url} size="lg" decorative />
          <div className={styles.itemLink}>
            {club.description && <p className={styles.notice}>{club.description}</p>}
            <span className={styles.meta}>{m.avulsosFrom}: {m.hoursBefore(club.avulsos_from_hours)}</span>
          </div>
        </div>
        {club.my_role === null && userId !== null && (
          club.requested ? <p className={styles.meta}>{m.requested}</p> : (
            <Button fullWidth disabled={join.anyPending} onClick={() => void join.runAsync({ clubId }).then((state) => {
              if (state !== undefined) toast.success(state === 'member' ? m.joined(club.name) : m.requested, { id: 'join-club' });
            }, () => undefined)}>
              {club.join_policy === 'open' ? m.join : m.askToJoin}
            </Button>
          )
        )}
        {admin && <Button variant="secondary" fullWidth onClick={() => setEditing(true)}>{m.edit}</Button>}
        {admin && <ClubInvitePanel clubId={clubId} />}
        {admin && club.requests.length > 0 && (
          <Card as="section" padding="sm" className={styles.section} aria-label="Pedidos para entrar">
            <ul className={styles.list}>
              {club.requests.map((r) => (
                <li key={r.user_id} className={styles.memberRow}>
                  <span className={styles.name}>{r.full_name}</span>
                  <div className={styles.actions}>
                    <Button size="sm" onClick={() => answer.run({ clubId, userId: r.user_id, approve: true })}>{m.approve}</Button>
                    <Button size="sm" variant="ghost" onClick={() => answer.run({ clubId, userId: r.user_id, approve: false })}>{m.reject}</Button>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <ClubGames games={club.games} />
        {club.my_role !== null && caixa?.({ clubId, clubName: club.name, isAdmin: admin })}
        {club.my_role !== null && <ClubNotices clubId={clubId} notices={club.notices} isAdmin={admin} />}
        <section className={styles.section} aria-labelledby="club-members">
          <h2 id="club-members" className={styles.sectionTitle}>{m.membersTitle}</h2>
          <ul className={styles.list}>
            {club.members.map((member) => (
              <ClubMemberRow key={member.user_id} clubId={clubId} member={member} myRole={club.my_role} isMe={member.user_id === userId} />
            ))}
          </ul>
        </section>
        {club.my_role !== null && (
          <Button variant="danger" fullWidth onClick={() => setConfirmLeave(true)}>{m.leave}</Button>
        )}
      </div>
      {/* Mounted when opened: the form starts from the club as it is then. */}
      {editing && <EditClubDialog club={club} open onOpenChange={setEditing} />}
      <ConfirmDialog open={confirmLeave} onOpenChange={setConfirmLeave} title={m.leave} description={m.leaveConfirm}
        confirmLabel={m.leave} danger loading={leave.anyPending}
        onConfirm={() => leave.runAsync({ clubId }).then(() => {
          toast.success(m.left(club.name), { id: 'leave-club' });
          void navigate(paths.clubs);
        }, () => setConfirmLeave(false))} />
    </>
  );
}
