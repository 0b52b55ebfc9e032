import type { PublicUser } from '@ladder/shared/schemas/users';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { Tabs } from '../../components/ui/tabs';
import { FollowButton } from '../../features/people/components/follow-button';
import { HashtagList, PeopleList, SkillList } from '../../features/people/components/follow-lists';
import { useActivities, type ActivityPost } from '../../features/posts/api/get-activities';
import { usePostsByUser } from '../../features/posts/api/get-posts-by-user';
import { useIndustryOptions } from '../../features/profile/api/get-industries';
import { useUserByUsername } from '../../features/profile/api/get-user-by-username';
import { PhotoUpload } from '../../features/profile/components/photo-upload';
import { ProfileEditModal } from '../../features/profile/components/profile-edit-modal';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { BlockedNotice, ProfileSafetyMenu } from '../../features/safety/components/profile-safety-menu';
import { ApiError } from '../../lib/api-client';
import { timeSince } from '../../lib/dates';
import { formatCount } from '../../lib/format';
import { useMember } from '../../lib/session';
import { useTabParam } from '../../lib/use-tab-param';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PostFeed } from '../posts/post-feed';
import { useReportDialog } from '../safety/report-host';
import { GrowthTab } from './growth-tab';
import { SharedTracks } from './shared-tracks';

const TAB_KEYS = ['posts', 'tracks', 'growth', 'followings', 'followers', 'hashtags', 'skills', 'activities'] as const;

/**
 * /profile/{username} (docs/product.md "Screens and routes"): the header, then the tabs of
 * TAB_KEYS, followings and followers with their counts (the tab is in the URL).
 * The owner also gets the edit modal, photo and cover uploads and the plan.
 */
export function ProfilePage({ username, isEditingAtStart = false }: { username: string; isEditingAtStart?: boolean }) {
  const { t, i18n } = useTranslation();
  const me = useMember();
  const navigate = useNavigate();
  const profile = useUserByUsername(username);
  const industries = useIndustryOptions(i18n.language);
  const [tab, selectTab] = useTabParam(TAB_KEYS);
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

  const count = (label: string, value: number) => (
    <>
      {label}
      <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {formatCount(value, i18n.language)}
      </span>
    </>
  );

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
      <Tabs
        label={t('people.ui.sections')}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          { key: 'posts', label: t('people.ui.tab_posts') },
          { key: 'tracks', label: t('people.ui.tab_tracks') },
          { key: 'growth', label: t('growth.ui.skills_tab') },
          { key: 'followings', label: count(t('people.ui.tab_followings'), user.total_followings) },
          { key: 'followers', label: count(t('people.ui.tab_followers'), user.total_followers) },
          { key: 'hashtags', label: t('people.ui.tab_hashtags') },
          { key: 'skills', label: t('people.ui.tab_skills') },
          { key: 'activities', label: t('people.ui.tab_activities') },
        ]}
      >
        {tab === 'posts' && <UserPosts userId={user.id} />}
        {tab === 'tracks' && <SharedTracks userId={user.id} />}
        {tab === 'growth' && <GrowthTab userId={user.id} isOwner={isOwner} />}
        {tab === 'followings' && <PeopleList key={`followings-${user.id}`} userId={user.id} kind="followings" />}
        {tab === 'followers' && <PeopleList key={`followers-${user.id}`} userId={user.id} kind="followers" />}
        {tab === 'hashtags' && <HashtagList userId={user.id} isOwner={isOwner} />}
        {tab === 'skills' && <SkillList userId={user.id} isOwner={isOwner} />}
        {tab === 'activities' && <UserActivities userId={user.id} />}
      </Tabs>
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

function UserPosts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const posts = usePostsByUser(userId);
  return <PostFeed query={posts} empty={t('people.ui.empty_posts')} />;
}

function UserActivities({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const activities = useActivities(userId);
  const caption = ({ activity }: ActivityPost) =>
    activity && (
      <p className="mb-1 px-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        {t(
          activity.liked && activity.commented
            ? 'people.ui.activity_both'
            : activity.liked
              ? 'people.ui.activity_liked'
              : 'people.ui.activity_commented',
        )}{' '}
        · <time dateTime={activity.at}>{timeSince(activity.at, i18n.language)}</time>
      </p>
    );
  return <PostFeed query={activities} empty={t('people.ui.empty_activities')} caption={caption} />;
}
