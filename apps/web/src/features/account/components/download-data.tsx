import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { downloadDataExport, useDataExport, useRequestDataExport } from '../api/data-export';

/** "Download my data": ask for an archive, wait while it is built, then save it. */
export function DownloadData() {
  const { t, i18n } = useTranslation();
  const current = useDataExport();
  const request = useRequestDataExport();
  const [isSaving, setIsSaving] = useState(false);
  const status = current.data?.status;

  const ask = () => request.mutate(undefined, { onError: (error) => toast.failure(error, t('toast.generic_error')) });
  const save = () => {
    setIsSaving(true);
    downloadDataExport()
      .catch((error: unknown) => toast.failure(error, t('toast.generic_error')))
      .finally(() => setIsSaving(false));
  };

  return (
    <section aria-labelledby="download-data-heading" className="max-w-md space-y-4">
      <h2 id="download-data-heading" className="text-lg font-semibold">
        {t('account.export_section')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('account.export_hint')}</p>
      <div role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {status === 'pending' && (
          <span className="flex items-center gap-2">
            <Spinner size="sm" />
            {t('account.export_pending')}
          </span>
        )}
        {status === 'ready' && current.data?.ready_at && (
          <span>{t('account.export_ready', { date: fullDate(current.data.ready_at, i18n.language) })}</span>
        )}
        {status === 'failed' && <span>{t('account.export_failed')}</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        {status === 'ready' && (
          <Button isLoading={isSaving} onClick={save}>
            {t('account.export_download')}
          </Button>
        )}
        <Button
          variant={status === 'ready' ? 'secondary' : 'primary'}
          isLoading={request.isPending}
          disabled={status === 'pending' || current.isLoading}
          onClick={ask}
        >
          {status === 'ready' ? t('account.export_again') : t('account.export_request')}
        </Button>
      </div>
    </section>
  );
}
