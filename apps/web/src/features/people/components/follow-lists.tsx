import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { LockedState, lockedOfPages } from '../../../components/ui/locked-state';
import { formatCount } from '../../../lib/format';
import { useFollowingHashtags, useFollowingSkills, usePeople } from '../api/get-follow-lists';
import { useFollowHashtag, useFollowSkill } from '../api/follow-topic';
import { LIST_ROW, PersonRow } from './person-row';

/** The members a member follows (`followings`) or who follow them (`followers`). */
export function PeopleList({
  userId,
  ownerName,
  kind,
}: {
  userId: string;
  ownerName: string;
  kind: 'followings' | 'followers';
}) {
  const { t } = useTranslation();
  const query = usePeople(kind, userId);
  const locked = lockedOfPages(query.data);
  if (locked) return <LockedState locked={locked} name={ownerName} />;
  return (
    <InfiniteList
      query={query}
      keyOf={(person) => person.user_id}
      render={(person) => (
        <div className={LIST_ROW}>
          <PersonRow
            userId={person.user_id}
            name={person.user_name}
            username={person.username}
            photo={person.user_photo_path}
            detail={person.headline}
            isFollowed={person.is_followed}
          />
        </div>
      )}
      empty={t(kind === 'followings' ? 'people.ui.empty_followings' : 'people.ui.empty_followers')}
    />
  );
}

/** The hashtags a member follows; the owner can unfollow (and follow again) from here. */
export function HashtagList({ userId, ownerName, isOwner }: { userId: string; ownerName: string; isOwner: boolean }) {
  const { t, i18n } = useTranslation();
  const query = useFollowingHashtags(userId);
  const follow = useFollowHashtag();
  const locked = lockedOfPages(query.data);
  if (locked) return <LockedState locked={locked} name={ownerName} />;
  return (
    <InfiniteList
      query={query}
      keyOf={(item) => item.hashtag}
      render={(item) => {
        const tag = `#${item.hashtag.replace(/^#/, '')}`;
        return (
          <div className={`${LIST_ROW} flex items-center gap-3`}>
            <div className="min-w-0 flex-1">
              <Link
                to={`/feed?hashtag=${encodeURIComponent(item.hashtag.replace(/^#/, ''))}`}
                className="block truncate font-semibold text-brand-700 hover:underline dark:text-brand-300"
                title={tag}
              >
                {tag.length > 21 ? `${tag.slice(0, 20)}…` : tag}
              </Link>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {t('people.ui.hashtag_followers', {
                  count: item.total_followers,
                  formatted: formatCount(item.total_followers, i18n.language),
                })}
              </p>
            </div>
            {isOwner && (
              <Button
                variant={item.is_followed ? 'secondary' : 'primary'}
                aria-label={t(item.is_followed ? 'people.ui.unfollow_name' : 'people.ui.follow_name', { name: tag })}
                isLoading={follow.isPending && follow.variables.hashtag === item.hashtag}
                onClick={() =>
                  follow.mutate(
                    { hashtag: item.hashtag, follow: !item.is_followed },
                    { onError: () => toast.error(t('toast.generic_error')) },
                  )
                }
              >
                {t(item.is_followed ? 'people.ui.unfollow' : 'people.ui.follow')}
              </Button>
            )}
          </div>
        );
      }}
      empty={t('people.ui.empty_hashtags')}
    />
  );
}

/** The skills a member follows, in the reader's language. */
export function SkillList({ userId, ownerName, isOwner }: { userId: string; ownerName: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const query = useFollowingSkills(userId);
  const follow = useFollowSkill();
  const locked = lockedOfPages(query.data);
  if (locked) return <LockedState locked={locked} name={ownerName} />;
  return (
    <InfiniteList
      query={query}
      keyOf={(item) => item.skill_id}
      render={(item) => (
        <div className={`${LIST_ROW} flex items-center gap-3`}>
          <p className="min-w-0 flex-1 font-medium break-words text-slate-900 dark:text-white">{item.skill_name}</p>
          {isOwner && (
            <Button
              variant={item.is_followed ? 'secondary' : 'primary'}
              aria-label={t(item.is_followed ? 'people.ui.unfollow_name' : 'people.ui.follow_name', {
                name: item.skill_name,
              })}
              isLoading={follow.isPending && follow.variables.skillId === item.skill_id}
              onClick={() =>
                follow.mutate(
                  { skillId: item.skill_id, follow: !item.is_followed },
                  { onError: () => toast.error(t('toast.generic_error')) },
                )
              }
            >
              {t(item.is_followed ? 'people.ui.unfollow' : 'people.ui.follow')}
            </Button>
          )}
        </div>
      )}
      empty={t('people.ui.empty_skills')}
    />
  );
}
