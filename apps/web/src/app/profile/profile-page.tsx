import type { PublicUser } from '@ladder/shared/schemas/users';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { FollowButton } from '../../features/people/components/follow-button';
import { useIndustryOptions } from '../../features/profile/api/get-industries';
import { useUserByUsername } from '../../features/profile/api/get-user-by-username';
import { PhotoUpload } from '../../features/profile/components/photo-upload';
import { ProfileEditModal } from '../../features/profile/components/profile-edit-modal';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { ProfileItemsSection } from '../../features/profile/components/profile-items-section';
import { BlockedNotice, ProfileSafetyMenu } from '../../features/safety/components/profile-safety-menu';
import { ApiError } from '../../lib/api-client';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReportDialog } from '../safety/report-host';
import { ProfileTabs } from './profile-tabs';

/**
 * /profile/{username} (docs/product.md "Screens and routes"): the header, experience and
 * education, then the four tabs of ProfileTabs (the view is in the URL).
 * The owner also gets the edit modal, photo and cover uploads (the plan is on Settings).
 */
export function ProfilePage({ username, isEditingAtStart = false }: { username: string; isEditingAtStart?: boolean }) {
  const { t, i18n } = useTranslation();
  const me = useMember();
  const navigate = useNavigate();
  const profile = useUserByUsername(username);
  const industries = useIndustryOptions(i18n.language);
  const [isEditing, setIsEditing] = useState(isEditingAtStart);
  const [report, reportDialog] = useReportDialog();
  // A blocked member's profile answers as missing: the page says who was blocked, with Unblock.
  const [blocked, setBlocked] = useState<{ id: string; name: string } | null>(null);
  useDocumentTitle(profile.data?.name ?? t('nav.profile'));

  if (blocked) {
    return <BlockedNotice userId={blocked.id} name={blocked.name} onUnblocked={() => setBlocked(null)} />;
  }
  if (profile.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <EmptyState title={isMissing ? t('empty.user_not_found') : t('toast.generic_error')}>
        {!isMissing && (
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        )}
      </EmptyState>
    );
  }

  const isOwner = profile.data.id === me.id;
  // The owner sees the session's copy, which a save or an upload replaces at once.
  const user: PublicUser = isOwner ? { ...profile.data, ...me } : profile.data;
  const industryName = industries.data?.items.find((item) => item.id === user.working_industry_id)?.name;

  return (
    <div className="space-y-4">
      <ProfileHeader
        user={user}
        industryName={industryName}
        photoAction={isOwner ? <PhotoUpload kind="profile_photo" /> : undefined}
        coverAction={isOwner ? <PhotoUpload kind="cover_photo" /> : undefined}
        actions={
          isOwner ? (
            <Button variant="secondary" onClick={() => setIsEditing(true)}>
              {t('people.ui.edit_profile')}
            </Button>
          ) : (
            <>
              <FollowButton userId={user.id} name={user.name} isFollowed={user.is_followed} />
              <ProfileSafetyMenu
                userId={user.id}
                name={user.name}
                onReport={() => report({ kind: 'member', id: user.id })}
                onBlocked={() => setBlocked({ id: user.id, name: user.name })}
              />
            </>
          )
        }
      />
      <ProfileItemsSection userId={user.id} isOwner={isOwner} />
      <ProfileTabs user={user} isOwner={isOwner} />
      {reportDialog}
      {isOwner && (
        <ProfileEditModal
          user={me}
          isOpen={isEditing}
          onClose={() => setIsEditing(false)}
          onSaved={(saved) => {
            setIsEditing(false);
            if (saved.username !== profile.data.username)
              void navigate(`/profile/${saved.username}`, { replace: true });
          }}
        />
      )}
    </div>
  );
}
