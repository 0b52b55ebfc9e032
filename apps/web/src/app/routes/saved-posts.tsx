import { useTranslation } from '../../lib/i18n';
import { PageHeader } from '../../components/layouts/page-header';
import { useSavedPosts } from '../../features/posts/api/get-saved-posts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PostFeed } from '../posts/post-feed';

export function Component() {
  const { t } = useTranslation();
  const saved = useSavedPosts();
  useDocumentTitle(t('nav.saved_posts'));
  return (
    <>
      <PageHeader title={t('nav.saved_posts')} />
      <PostFeed query={saved} empty={t('empty.saved_posts')} />
    </>
  );
}
