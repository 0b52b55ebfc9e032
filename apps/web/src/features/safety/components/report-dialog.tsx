import {
  REPORT_CATEGORIES,
  SAFETY_LIMITS,
  type ReportCategory,
  type ReportItemKind,
} from '@ladder/shared/schemas/safety';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextArea } from '../../../components/ui/text-area';
import { ApiError, serverDetail } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useReport } from '../api/safety';

export interface ReportTarget {
  kind: ReportItemKind;
  id: string;
}

/** The sentence for a refused report, chosen by its code (docs/api/safety.md "Reports"). */
function refusal(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('safety_ui.report_failed');
  if (error.code === 'RATE_LIMITED') return t('safety_ui.report_rate_limited');
  if (error.code === 'REPORT_OPEN') return t('safety.errors.report_open');
  if (error.code === 'REPORT_SELF') return t('safety.errors.report_self');
  if (error.code === 'REPORT_ITEM_NOT_FOUND') return t('safety.errors.report_item_not_found');
  return serverDetail(error) ?? t('safety_ui.report_failed');
}

/**
 * The report dialog: a radio group of the categories with what each means, details (needed for
 * "Something else"), the refusal by its code, then a confirmation pointing to My reports.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReport();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const groupId = useId();
  const errorId = useId();

  const close = () => {
    setCategory(null);
    setNote('');
    setNoteError(undefined);
    report.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target || !category) return;
    if (category === 'other' && !note.trim()) return setNoteError('safety.validation.note_required');
    setNoteError(undefined);
    report.mutate({ item_kind: target.kind, item_id: target.id, category, note: note.trim() || undefined });
  };

  const item = t(`safety.item_${target?.kind ?? 'post'}`);
  if (report.isSuccess) {
    return (
      <Modal
        isOpen={target !== null}
        title={t('safety_ui.report_sent_title')}
        onClose={close}
        footer={<Button onClick={close}>{t('common.close')}</Button>}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('safety_ui.report_sent_body')}</p>
        <Link
          to="/settings/reports"
          onClick={close}
          className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {t('safety_ui.my_reports')}
        </Link>
      </Modal>
    );
  }
  return (
    <Modal isOpen={target !== null} title={t('safety_ui.report_title', { item })} onClose={close}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('safety_ui.report_intro')}</p>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{t('safety_ui.report_categories')}</legend>
          <div className="space-y-1">
            {REPORT_CATEGORIES.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              >
                <input
                  type="radio"
                  name="category"
                  value={value}
                  checked={category === value}
                  onChange={() => setCategory(value)}
                  aria-describedby={`${groupId}-${value}`}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-medium">{t(`safety.category_${value}`)}</span>
                  <span id={`${groupId}-${value}`} className="block text-xs text-slate-600 dark:text-slate-400">
                    {t(`safety_ui.explain_${value}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea
          label={t(category === 'other' ? 'safety_ui.report_note' : 'safety_ui.report_note_optional')}
          value={note}
          maxLength={SAFETY_LIMITS.noteMax}
          onChange={(event) => setNote(event.target.value)}
          error={noteError}
          required={category === 'other'}
        />
        {report.isError && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
            {refusal(report.error, t)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isLoading={report.isPending} disabled={!category}>
            {t('safety_ui.report_send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
