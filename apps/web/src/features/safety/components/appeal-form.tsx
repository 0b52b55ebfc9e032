import { SAFETY_LIMITS } from '@ladder/shared/schemas/safety';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { TextArea } from '../../../components/ui/text-area';
import { ApiError, serverDetail } from '../../../lib/api-client';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useAppeal, useDecision } from '../api/appeals';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline dark:text-brand-300';

/**
 * The author's appeal of a moderator's decision (docs/api/safety.md "Moderation"): what was decided,
 * then one text, sent once; another moderator decides and the outcome comes as a notification.
 */
export function AppealForm({ decisionId }: { decisionId: string }) {
  const { t, i18n } = useTranslation();
  const decision = useDecision(decisionId);
  const appeal = useAppeal(decisionId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const back = (
    <Link to="/notifications" className={linkClass}>
      {t('protection.back_to_notifications')}
    </Link>
  );
  if (decision.isPending) return <Spinner label={t('common.loading')} />;
  if (decision.isError) {
    if (decision.error instanceof ApiError && decision.error.status === 404)
      return (
        <div className="space-y-2">
          <p role="alert">{t('protection.appeal_missing')}</p>
          {back}
        </div>
      );
    return <LoadError onRetry={() => decision.refetch()} />;
  }
  const item = decision.data;
  const summary = t('protection.appeal_decision', {
    item: t(`safety.item_${item.item_kind}`),
    action: t(`safety.action_${item.action}`),
    rule: t(`safety.category_${item.rule}`),
    date: fullDate(item.created_at, i18n.language),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('validation.required'));
      return;
    }
    setError(undefined);
    appeal.mutate(text.trim());
  };

  if (appeal.isSuccess)
    return (
      <div className="space-y-3">
        <p>{summary}</p>
        <Notice>{t('protection.appeal_sent')}</Notice>
        {back}
      </div>
    );
  if (!item.can_appeal)
    return (
      <div className="space-y-3">
        <p>{summary}</p>
        <p role="status">{t(item.is_appealed ? 'protection.appeal_done' : 'protection.appeal_final')}</p>
        {back}
      </div>
    );
  const refused =
    appeal.error instanceof ApiError
      ? appeal.error.code === 'APPEAL_USED'
        ? t('protection.appeal_done')
        : (serverDetail(appeal.error) ?? t('protection.appeal_failed'))
      : t('protection.appeal_failed');
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p>{summary}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('protection.appeal_hint')}</p>
      <TextArea
        label={t('protection.appeal_label')}
        value={text}
        maxLength={SAFETY_LIMITS.noteMax}
        onChange={(event) => setText(event.target.value)}
        error={error}
        required
      />
      {appeal.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refused}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        <Button type="submit" isLoading={appeal.isPending}>
          {t('protection.appeal_send')}
        </Button>
      </div>
    </form>
  );
}
