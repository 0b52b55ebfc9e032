import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { useFeed } from '../../features/posts/api/get-feed';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PostFeed } from '../posts/post-feed';

/** The news feed, or with ?hashtag= the posts of one hashtag. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hashtag = params.get('hashtag')?.replace(/^#+/, '').trim() || null;
  const feed = useFeed(hashtag);
  useDocumentTitle(hashtag ? `#${hashtag}` : t('nav.home'));
  return (
    <>
      <PageHeader title={hashtag ? `#${hashtag}` : t('nav.home')}>
        {hashtag && (
          <Link to="/feed" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('post.clear_hashtag')}
          </Link>
        )}
      </PageHeader>
      <PostFeed key={hashtag ?? ''} query={feed} empty={t('empty.feed')} canCompose={!hashtag} />
    </>
  );
}
