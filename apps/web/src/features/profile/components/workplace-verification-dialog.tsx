import type { ProfileItem } from '@ladder/shared/schemas/profile';
import {
  WORK_CODE_TTL_MINUTES,
  workCodeSchema,
  workEmailRequestSchema,
} from '@ladder/shared/schemas/profile-verification';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { serverDetail } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useConfirmWorkCode, useRequestWorkCode } from '../api/profile-items';

/**
 * Two steps: an address at the item's workplace or school, then the 6-digit code mailed to it
 * (docs/api/profile.md "Verified workplace or school"). Whether the domain is free mail is the
 * API's call (its 422 shows under the field); the address is never kept nor shown.
 */
export function WorkplaceVerificationDialog({
  userId,
  item,
  onClose,
}: {
  userId: string;
  item: ProfileItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const emailId = useId();
  const codeId = useId();
  const [sent, setSent] = useState<{ email: string; domain: string; message: string } | null>(null);
  const request = useRequestWorkCode();
  const confirm = useConfirmWorkCode(userId);
  const emailForm = useForm<z.input<typeof workEmailRequestSchema>, unknown, z.output<typeof workEmailRequestSchema>>({
    resolver: schemaResolver(workEmailRequestSchema),
    defaultValues: { email: '' },
  });
  const codeForm = useForm<z.input<typeof workCodeSchema>, unknown, z.output<typeof workCodeSchema>>({
    resolver: schemaResolver(workCodeSchema),
    defaultValues: { code: '' },
  });
  const kind = item.kind === 'education' ? 'education' : 'experience';

  const sendCode = async (email: string) => {
    const answer = await request.mutateAsync({ id: item.id, email });
    setSent({ email, domain: answer.domain, message: answer.message });
    codeForm.reset({ code: '' });
  };
  const onEmail = emailForm.handleSubmit(async ({ email }) => {
    try {
      await sendCode(email);
    } catch (error) {
      if (!applyServerErrors(error, emailForm.setError, ['email'])) toast.failure(error, t('toast.generic_error'));
    }
  });
  const resend = async () => {
    try {
      if (sent) await sendCode(sent.email);
    } catch (error) {
      toast.failure(error, t('toast.generic_error'));
    }
  };
  const onCode = codeForm.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ id: item.id, code });
      toast.success(t('profile_items.verified_toast', { domain: sent?.domain ?? '' }));
      onClose();
    } catch (error) {
      if (applyServerErrors(error, codeForm.setError, ['code'])) return;
      const detail = serverDetail(error);
      if (detail) codeForm.setError('code', { type: 'server', message: detail });
      else toast.failure(error, t('toast.generic_error'));
    }
  });

  // Each step puts the caret in its box.
  useEffect(() => {
    if (sent) codeForm.setFocus('code');
    else emailForm.setFocus('email');
  }, [sent, codeForm, emailForm]);

  const submit = (
    <Button
      type="submit"
      form={sent ? codeId : emailId}
      className="min-h-11"
      isLoading={sent ? codeForm.formState.isSubmitting : emailForm.formState.isSubmitting}
    >
      {t(sent ? 'profile_items.verify' : 'profile_items.send_code')}
    </Button>
  );
  return (
    <Modal
      isOpen
      title={t(`profile_items.verify_title_${kind}`)}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {submit}
        </>
      }
    >
      {sent ? (
        <form id={codeId} onSubmit={(event) => void onCode(event)} noValidate className="space-y-4">
          <Notice>{sent.message}</Notice>
          <TextField
            label={t('profile_items.code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={t('profile_items.code_hint', { domain: sent.domain, minutes: WORK_CODE_TTL_MINUTES })}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="min-h-11"
              isLoading={request.isPending}
              onClick={() => void resend()}
            >
              {t('profile_items.resend')}
            </Button>
            <Button variant="secondary" className="min-h-11" onClick={() => setSent(null)}>
              {t('profile_items.other_email')}
            </Button>
          </div>
        </form>
      ) : (
        <form id={emailId} onSubmit={(event) => void onEmail(event)} noValidate className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('profile_items.verify_intro', { organization: item.organization })}
          </p>
          <TextField
            label={t(`profile_items.${kind === 'education' ? 'school' : 'work'}_email`)}
            type="email"
            inputMode="email"
            autoComplete={kind === 'experience' ? 'work email' : 'email'}
            hint={t('profile_items.email_hint')}
            error={emailForm.formState.errors.email?.message}
            {...emailForm.register('email')}
          />
        </form>
      )}
    </Modal>
  );
}
