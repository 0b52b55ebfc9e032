import type { PublicUser } from '@ladder/shared/schemas/users';
import type { ReactNode } from 'react';
import { LockedState, lockedOfPages } from '../../components/ui/locked-state';
import { Tabs } from '../../components/ui/tabs';
import { HashtagList, PeopleList, SkillList } from '../../features/people/components/follow-lists';
import { useActivities, type ActivityPost } from '../../features/posts/api/get-activities';
import { usePostsByUser } from '../../features/posts/api/get-posts-by-user';
import { timeSince } from '../../lib/dates';
import { formatCount } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useTabParam } from '../../lib/use-tab-param';
import { PostFeed } from '../posts/post-feed';
import { GrowthTab } from './growth-tab';
import { SharedTracks } from './shared-tracks';

/** Every view of a profile, each its own `?tab=` (so old links still open it). */
const VIEWS = ['posts', 'tracks', 'growth', 'followings', 'followers', 'hashtags', 'skills', 'activities'] as const;
type View = (typeof VIEWS)[number];

/** The four tabs (issue 41: four on a phone, the same on a desktop), each with its views. */
const SECTIONS = {
  posts: ['posts', 'activities'],
  tracks: ['tracks'],
  growth: ['growth', 'skills'],
  network: ['followings', 'followers', 'hashtags'],
} as const satisfies Record<string, readonly View[]>;
type Section = keyof typeof SECTIONS;

const sectionOf = (view: View) =>
  (Object.keys(SECTIONS) as Section[]).find((key) => (SECTIONS[key] as readonly View[]).includes(view)) ?? 'posts';

/**
 * The profile's tabs: Posts (and Likes & comments), Career tracks, Skills & goals (and Followed
 * skills), Network (Following, Followers, Hashtags). A tab with several views shows them as a
 * second row of tabs; the view is in the URL's `?tab=`.
 */
export function ProfileTabs({ user, isOwner }: { user: PublicUser; isOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const [view, selectView] = useTabParam(VIEWS);
  const section = sectionOf(view);

  const count = (label: string, value: number) => (
    <>
      {label}
      <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {formatCount(value, i18n.language)}
      </span>
    </>
  );
  const labels: Record<View, ReactNode> = {
    posts: t('people.ui.tab_posts'),
    activities: t('people.ui.tab_activities'),
    tracks: t('people.ui.tab_tracks'),
    growth: t('growth.ui.skills_tab'),
    skills: t('people.ui.tab_skills'),
    followings: count(t('people.ui.tab_followings'), user.total_followings),
    followers: count(t('people.ui.tab_followers'), user.total_followers),
    hashtags: t('people.ui.tab_hashtags'),
  };
  const views: Record<View, ReactNode> = {
    posts: <UserPosts userId={user.id} />,
    activities: <UserActivities userId={user.id} ownerName={user.name} />,
    tracks: <SharedTracks userId={user.id} />,
    growth: <GrowthTab userId={user.id} ownerName={user.name} ownerUsername={user.username} isOwner={isOwner} />,
    skills: <SkillList userId={user.id} ownerName={user.name} isOwner={isOwner} />,
    followings: <PeopleList key={`followings-${user.id}`} userId={user.id} ownerName={user.name} kind="followings" />,
    followers: <PeopleList key={`followers-${user.id}`} userId={user.id} ownerName={user.name} kind="followers" />,
    hashtags: <HashtagList userId={user.id} ownerName={user.name} isOwner={isOwner} />,
  };
  const viewsLabel: Record<Section, string> = {
    posts: t('screens.profile.posts_views'),
    tracks: t('people.ui.tab_tracks'),
    growth: t('screens.profile.growth_views'),
    network: t('screens.profile.network_views'),
  };
  const inSection = SECTIONS[section] as readonly View[];

  return (
    <Tabs
      label={t('people.ui.sections')}
      isFitted
      selected={section}
      onSelect={(key) => selectView(SECTIONS[key][0])}
      tabs={[
        { key: 'posts', label: t('people.ui.tab_posts') },
        { key: 'tracks', label: t('people.ui.tab_tracks') },
        { key: 'growth', label: t('screens.profile.tab_skills_goals') },
        { key: 'network', label: t('screens.profile.tab_network') },
      ]}
    >
      {inSection.length === 1 ? (
        views[view]
      ) : (
        <Tabs
          label={viewsLabel[section]}
          selected={view}
          onSelect={selectView}
          tabs={inSection.map((key) => ({ key, label: labels[key] }))}
        >
          {views[view]}
        </Tabs>
      )}
    </Tabs>
  );
}

function UserPosts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const posts = usePostsByUser(userId);
  return <PostFeed query={posts} empty={t('people.ui.empty_posts')} />;
}

function UserActivities({ userId, ownerName }: { userId: string; ownerName: string }) {
  const { t, i18n } = useTranslation();
  const activities = useActivities(userId);
  const locked = lockedOfPages(activities.data);
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
  if (locked) return <LockedState locked={locked} name={ownerName} />;
  return <PostFeed query={activities} empty={t('people.ui.empty_activities')} caption={caption} />;
}
