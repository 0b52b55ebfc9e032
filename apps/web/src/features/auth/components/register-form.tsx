import type { registerFormSchema } from '@ladder/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { linkClass } from './auth-card';
import { EmailField } from './email-field';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';
import { ConsentCheckbox } from './consent-checkbox';

type Values = z.input<typeof registerFormSchema>;
/** zod and the schema load after the form paints (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() => import('@ladder/shared/schemas/auth').then((m) => m.registerFormSchema));

export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof registerFormSchema>>({
    resolver,
    // The three boxes start unticked (docs/decisions/0030, 0055); the schema wants each true.
    defaultValues: {
      name: '',
      email: '',
      password: '',
      adult: false as unknown as true,
      terms: false as unknown as true,
      consent: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      toast.success(answer.message);
      setSentTo(answer.email);
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['name', 'email', 'password', 'adult', 'terms', 'consent'])) return;
      toast.failure(error, t('auth.register_failed'));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-lg font-semibold">{t('auth.check_inbox_title')}</h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.check_inbox_body', { email: sentTo })}</p>
        <Link to="/login" className={linkClass}>
          {t('auth.back_to_login')}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <TextField label={t('auth.name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={t('common.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="space-y-3">
        <ConsentCheckbox textKey="privacy.consent_age" error={errors.adult?.message} {...form.register('adult')} />
        <ConsentCheckbox textKey="privacy.consent_terms" error={errors.terms?.message} {...form.register('terms')} />
        <ConsentCheckbox
          textKey="privacy.consent_processing"
          error={errors.consent?.message}
          {...form.register('consent')}
        />
      </div>
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {t('auth.register_submit')}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t('auth.have_account')}{' '}
        <Link to="/login" className={linkClass}>
          {t('auth.login_link')}
        </Link>
      </p>
    </form>
  );
}
