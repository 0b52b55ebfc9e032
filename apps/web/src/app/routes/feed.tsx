import { useTranslation } from '../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { HashtagFollowButton } from '../../features/people/components/hashtag-follow-button';
import { useFeed } from '../../features/posts/api/get-feed';
import { HashtagMuteButton } from '../../features/safety/components/hashtag-mute-button';
import { HomeGoalCard } from '../../features/tracks/components/home-goal-card';
import { useMember } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIsWide } from '../../lib/use-media-query';
import { PostFeed } from '../posts/post-feed';

/** The news feed, or with ?hashtag= the posts of one hashtag. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hashtag = params.get('hashtag')?.replace(/^#+/, '').trim() || null;
  const feed = useFeed(hashtag);
  const me = useMember();
  // On a phone Home leads with the member's goal; on a desktop the side column shows it.
  const isWide = useIsWide();
  useDocumentTitle(hashtag ? `#${hashtag}` : t('nav.home'));
  return (
    <>
      <PageHeader title={hashtag ? `#${hashtag}` : t('nav.home')}>
        {hashtag && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to="/feed" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t('post.clear_hashtag')}
            </Link>
            <div className="flex flex-wrap items-center gap-3">
              <HashtagFollowButton hashtag={hashtag} />
              <HashtagMuteButton hashtag={hashtag} />
            </div>
          </div>
        )}
      </PageHeader>
      {!isWide && !hashtag && <HomeGoalCard userId={me.id} />}
      <PostFeed key={hashtag ?? ''} query={feed} empty={t('empty.feed')} canCompose={!hashtag} />
    </>
  );
}
