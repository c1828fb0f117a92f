import { paths } from '@quadra/contracts';
import { errorText, useMyProfile } from '@quadra/data';
import { messages } from '@quadra/domain';
import { EmptyState, PageHeader, Spinner } from '@quadra/ui';
import { EditProfileForm } from './edit-profile-form';

const m = messages.profile;

/** Edit profile: the owner's full row is loaded first, so the form starts from what is stored. */
export function EditProfileScreen() {
  const profile = useMyProfile();
  return (
    <section>
      <PageHeader title={m.editTitle} backTo={paths.currentProfile} />
      {profile.isPending ? (
        <Spinner centered />
      ) : profile.isError || !profile.data ? (
        <EmptyState title={m.loadError} description={profile.isError ? errorText(profile.error, m.loadUserError) : m.notFound} />
      ) : (
        <EditProfileForm profile={profile.data} />
      )}
    </section>
  );
}
