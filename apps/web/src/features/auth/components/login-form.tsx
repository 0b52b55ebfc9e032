import { useState } from 'react';
import type { loginSchema } from '@ladder/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { tellIfDeletionCancelled } from './deletion-cancelled';
import { linkClass } from './auth-card';
import { EmailField } from './email-field';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';

type Schema = ReturnType<typeof loginSchema.pick<{ username: true; password: true }>>;
type Values = z.input<Schema>;
/** zod and the schema load after the form paints (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() =>
  import('@ladder/shared/schemas/auth').then((m) => m.loginSchema.pick({ username: true, password: true })),
);

export function LoginForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const login = useLogin();
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // One message whatever was wrong (no enumeration), with what to check and the way out.
  const [hasFailed, setHasFailed] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    let accessToken: string;
    try {
      accessToken = tellIfDeletionCancelled(await login.mutateAsync(values), t);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ACCOUNT_INACTIVE') toast.error(t('auth.deactivated'));
      else if (error instanceof ApiError && (error.code === 'ACCOUNT_NOT_ACTIVATED' || error.code === 'RATE_LIMITED'))
        toast.error(error.detail);
      else {
        toast.error(t('auth.login_failed'));
        setHasFailed(true);
      }
      return;
    }
    // Once the member is loaded, the visitor-only route moves on to the remembered path; if that
    // load fails, the route shows 'Get user info failed' with a retry (guards.tsx).
    await signIn(accessToken).catch(() => undefined);
  });

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {hasFailed && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t('auth.login_check')}{' '}
          <Link to="/forgot-password" className="font-semibold underline">
            {t('auth.login_reset')}
          </Link>
        </div>
      )}
      <EmailField autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <TextField
        label={t('common.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex justify-end text-sm">
        <Link to="/forgot-password" className={linkClass}>
          {t('auth.forgot_link')}
        </Link>
      </div>
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {t('auth.login_submit')}
      </Button>
      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t('auth.no_account')}{' '}
        <Link to="/register" className={linkClass}>
          {t('auth.register_link')}
        </Link>
      </p>
    </form>
  );
}
