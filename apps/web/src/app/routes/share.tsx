import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { LazyPostComposer } from '../../features/posts/components/lazy-post-composer';
import { sharedText } from '../../features/posts/lib/shared-text';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /share?title=&text=&url=: where "Share → Ladder" from another app lands (the web app
 * manifest's share target). The composer opens with what was shared; posting or closing it
 * goes to the feed. A visitor signs in first and comes back here with the same address.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle(t('sharing.share_in_title'));
  const content = sharedText({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
  return (
    <>
      <PageHeader title={t('sharing.share_in_title')} />
      <LazyPostComposer
        isOpen
        post={null}
        initialContent={content}
        onClose={() => void navigate('/feed', { replace: true })}
      />
    </>
  );
}
