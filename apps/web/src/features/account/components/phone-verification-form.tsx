import { PHONE_CODE_TTL_MINUTES, phoneRequestSchema, phoneVerifySchema } from '@ladder/shared/schemas/phone';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { serverDetail } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useMember, useSession } from '../../../lib/session';
import { phoneCodeStep } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useRequestPhoneCode, useVerifyPhone } from '../api/phone';

/** A Vietnamese mobile number in E.164 (+84 and 9 digits) as people read it: +84 912 345 678. */
const grouped = (e164: string) => e164.replace(/^\+84(\d{3})(\d{3})(\d{3})$/, '+84 $1 $2 $3');

/**
 * Two steps: a Vietnamese mobile number, then the 6-digit code sent to it by SMS
 * (docs/api/phone.md). Whether the number is a mobile one is the API's call (its 422 shows under
 * the field): the numbering plan lives on the server only.
 */
export function PhoneVerificationForm() {
  const { t } = useTranslation();
  const user = useMember();
  const { setUser } = useSession();
  // A reload while the code lives stays on the code step.
  const [sentTo, setSentToState] = useState(() => phoneCodeStep.read(user.id));
  const setSentTo = (step: { phone: string; message: string } | null) => {
    if (step) phoneCodeStep.save(user.id, step, PHONE_CODE_TTL_MINUTES);
    else phoneCodeStep.clear();
    setSentToState(step);
  };
  const request = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const numberForm = useForm<z.input<typeof phoneRequestSchema>, unknown, z.output<typeof phoneRequestSchema>>({
    resolver: schemaResolver(phoneRequestSchema),
    defaultValues: { phone: '' },
  });
  const codeForm = useForm<z.input<typeof phoneVerifySchema>, unknown, z.output<typeof phoneVerifySchema>>({
    resolver: schemaResolver(phoneVerifySchema),
    defaultValues: { code: '' },
  });

  const sendCode = numberForm.handleSubmit(async ({ phone }) => {
    try {
      const answer = await request.mutateAsync(phone);
      setSentTo({ phone: answer.phone, message: answer.message });
      codeForm.reset({ code: '' });
    } catch (error) {
      if (applyServerErrors(error, numberForm.setError, ['phone'])) return;
      toast.failure(error, t('toast.generic_error'));
    }
  });

  const resend = async (phone: string) => {
    try {
      const answer = await request.mutateAsync(phone);
      setSentTo({ phone: answer.phone, message: answer.message });
    } catch (error) {
      toast.failure(error, t('toast.generic_error'));
    }
  };

  // Each step puts the caret in its box: the code once sent, the number when going back.
  const isCodeStep = sentTo !== null;
  const wasCodeStep = useRef(false);
  useEffect(() => {
    if (isCodeStep) codeForm.setFocus('code');
    else if (wasCodeStep.current) numberForm.setFocus('phone');
    wasCodeStep.current = isCodeStep;
  }, [isCodeStep, codeForm, numberForm]);

  const checkCode = codeForm.handleSubmit(async ({ code }) => {
    try {
      setUser(await verify.mutateAsync(code));
      setSentTo(null);
      numberForm.reset({ phone: '' });
      toast.success(t('phone.verified_toast'));
    } catch (error) {
      if (applyServerErrors(error, codeForm.setError, ['code'])) return;
      const detail = serverDetail(error);
      if (detail) codeForm.setError('code', { type: 'server', message: detail });
      else toast.error(t('toast.generic_error'));
    }
  });

  return (
    <div className="max-w-md space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('phone.intro')}</p>
      {user.verified_phone && <Notice>{t('phone.verified', { phone: grouped(user.verified_phone) })}</Notice>}
      {sentTo ? (
        <form onSubmit={(event) => void checkCode(event)} noValidate className="space-y-4">
          <Notice>{sentTo.message}</Notice>
          <TextField
            label={t('phone.code_label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={t('phone.code_hint', { minutes: PHONE_CODE_TTL_MINUTES })}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={codeForm.formState.isSubmitting}>
              {t('phone.verify')}
            </Button>
            <Button variant="secondary" isLoading={request.isPending} onClick={() => void resend(sentTo.phone)}>
              {t('phone.resend')}
            </Button>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              {t('phone.other_number')}
            </Button>
          </div>
        </form>
      ) : (
        <form onSubmit={(event) => void sendCode(event)} noValidate className="space-y-4">
          <TextField
            label={t('phone.number_label')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t('phone.number_hint')}
            error={numberForm.formState.errors.phone?.message}
            {...numberForm.register('phone')}
          />
          <Button type="submit" isLoading={numberForm.formState.isSubmitting}>
            {t('phone.send_code')}
          </Button>
        </form>
      )}
    </div>
  );
}
