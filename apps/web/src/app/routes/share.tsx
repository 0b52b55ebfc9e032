import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { Spinner } from '../../components/ui/spinner';
import { LazyPostComposer } from '../../features/posts/components/lazy-post-composer';
import { takeSharedFiles } from '../../features/posts/lib/shared-files';
import { sharedText } from '../../features/posts/lib/shared-text';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /share?title=&text=&url=&files=: where "Share → Ladder" from another app lands (the web app
 * manifest's share target; the service worker keeps the shared photos and counts them in
 * `files`). The composer opens with what was shared; posting or closing it goes to the feed. A
 * visitor signs in first and comes back here with the same address.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useDocumentTitle(t('sharing.share_in_title'));
  const content = sharedText({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
  const count = Number(params.get('files') ?? 0);
  const [files, setFiles] = useState<File[] | null>(count > 0 ? null : []);
  useEffect(() => {
    if (count <= 0) return;
    let isCurrent = true;
    void takeSharedFiles(count)
      .catch(() => [])
      .then((taken) => {
        if (isCurrent) setFiles(taken);
      });
    return () => {
      isCurrent = false;
    };
  }, [count]);
  return (
    <>
      <PageHeader title={t('sharing.share_in_title')} />
      {files === null ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <LazyPostComposer
          isOpen
          post={null}
          initialContent={content}
          initialFiles={files}
          onClose={() => void navigate('/feed', { replace: true })}
        />
      )}
    </>
  );
}
