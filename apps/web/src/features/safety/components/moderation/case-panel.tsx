import {
  LOCK_DAYS,
  MODERATION_ACTIONS,
  REPORT_CATEGORIES,
  SAFETY_LIMITS,
  type ModerationAction,
  type ReportCategory,
} from '@ladder/shared/schemas/safety';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { TextArea } from '../../../../components/ui/text-area';
import { serverDetail } from '../../../../lib/api-client';
import { fullDate } from '../../../../lib/dates';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useCase, useModerate, type QueueItem } from '../../api/moderation';

/** The actions that apply to an item: a member is not hidden (removing one bans them). */
const actionsFor = (item: QueueItem): readonly ModerationAction[] =>
  MODERATION_ACTIONS.filter((action) => !(item.item_kind === 'member' && action === 'hide'));

/** The decision: action, rule (the reports' main category to start with), lock days, note. */
function DecisionForm({ item, onDecided }: { item: QueueItem; onDecided: () => void }) {
  const { t } = useTranslation();
  const { decide } = useModerate();
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const [rule, setRule] = useState<ReportCategory>(item.categories[0]?.category ?? 'other');
  const [lockDays, setLockDays] = useState<number>(LOCK_DAYS[0]);
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      {
        caseId: item.id,
        input: { action, rule, note: note.trim() || undefined, lock_days: action === 'lock' ? lockDays : undefined },
      },
      {
        onSuccess: () => {
          toast.success(t('safety_ui.decided'));
          onDecided();
        },
      },
    );
  };

  if (!item.can_decide) return <p className="text-sm font-medium">{t('safety_ui.cannot_decide')}</p>;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="font-semibold">{t('safety_ui.decide_title')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('safety_ui.action')}
          value={action}
          onChange={(event) => setAction(event.target.value as ModerationAction)}
        >
          {actionsFor(item).map((value) => (
            <option key={value} value={value}>
              {t(`safety.action_${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('safety_ui.rule')}
          value={rule}
          onChange={(event) => setRule(event.target.value as ReportCategory)}
        >
          {REPORT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`safety.category_${value}`)}
            </option>
          ))}
        </SelectField>
        {action === 'lock' && (
          <SelectField
            label={t('safety_ui.lock_days')}
            value={String(lockDays)}
            onChange={(event) => setLockDays(Number(event.target.value))}
          >
            {LOCK_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('safety_ui.lock_days_option', { count: days })}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <TextArea
        label={t('safety_ui.note')}
        value={note}
        maxLength={SAFETY_LIMITS.noteMax}
        onChange={(event) => setNote(event.target.value)}
      />
      {decide.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {serverDetail(decide.error) ?? t('toast.generic_error')}
        </p>
      )}
      <Button type="submit" isLoading={decide.isPending} variant={action === 'dismiss' ? 'secondary' : 'danger'}>
        {t('safety_ui.decide')}
      </Button>
    </form>
  );
}

/** An opened item: its reports (with the reporters' notes), the author's decisions, and the decision form. */
export function CasePanel({ item, onDecided }: { item: QueueItem; onDecided: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useCase(item.id);
  if (detail.isPending) return <Spinner label={t('common.loading')} />;
  if (detail.isError) return <LoadError onRetry={detail.refetch} />;
  const notes = detail.data.reports.filter((report) => report.note);
  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div className="grid gap-4 md:grid-cols-2">
        <section>
          <h3 className="font-semibold">{t('safety_ui.report_notes')}</h3>
          {notes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">—</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {notes.map((report) => (
                <li key={report.id} className="break-words">
                  <span className="font-medium">{t(`safety.category_${report.category}`)}:</span> {report.note}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3 className="font-semibold">{t('safety_ui.history')}</h3>
          {detail.data.history.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('safety_ui.history_empty')}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {detail.data.history.map((entry) => (
                <li key={entry.id}>
                  {t(`safety.action_${entry.action}`)} · {t(`safety.item_${entry.item_kind}`)} ·{' '}
                  {t(`safety.category_${entry.rule}`)} ·{' '}
                  <time dateTime={entry.created_at}>{fullDate(entry.created_at, i18n.language)}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <DecisionForm item={detail.data} onDecided={onDecided} />
    </div>
  );
}
