import { useState } from 'react';
import type { activateSchema } from '@ladder/shared/schemas/auth';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';
import { useSession } from '../../../lib/session';
import { activateAccount } from '../api/activate-account';
import { linkClass } from './auth-card';

type Values = z.input<typeof activateSchema>;
/** zod and the schema load after the form paints (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() => import('@ladder/shared/schemas/auth').then((m) => m.activateSchema));

/**
 * Activation asks for the password chosen at registration: whoever proves the address must be
 * the one who chose it (docs/decisions/0043-activation-asks-for-the-password.md). A wrong
 * password shows on the field and leaves the link live; a dead link shows the failure page. The
 * answer signs the member in, and the first run starts (docs/decisions/0049-the-first-run.md).
 */
export function ActivateAccount({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [hasFailed, setHasFailed] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof activateSchema>>({
    resolver,
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await activateAccount(token, values.password);
      toast.success(t('auth.activation_success'));
      // Loading the member may fail (the network): the account is active, so sign-in is the way on.
      const isSignedIn = await signIn(answer.access_token).then(
        () => true,
        () => false,
      );
      void navigate(isSignedIn ? '/welcome' : '/login', { replace: true });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['password'])) return;
      if (error instanceof ApiError && error.code === 'TOKEN_INVALID') setHasFailed(true);
      toast.failure(error, t('auth.activation_failed_toast'));
    }
  });

  if (hasFailed)
    return (
      <div className="space-y-3">
        <p className="text-lg font-semibold text-red-700 dark:text-red-300">{t('auth.activation_failed_page')}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.activation_failed_hint')}</p>
        <Link to="/register" className={linkClass}>
          {t('auth.register_link')}
        </Link>
      </div>
    );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.activation_intro')}</p>
      <TextField
        label={t('auth.activation_password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {t('auth.activation_submit')}
      </Button>
    </form>
  );
}
