import type { PrivateUser } from '@ladder/shared/schemas/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { getMe, meQueryOptions } from '../features/auth/api/get-me';
import { logout } from '../features/auth/api/logout';
import { setSessionEndedListener } from '../lib/api-client';
import { applyLanguage, useTranslation } from '../lib/i18n';
import { meKey } from '../lib/query-keys/session';
import { SessionContext, type Session } from '../lib/session';
import { rememberRedirect, storage } from '../lib/storage';
import { applyTheme } from '../lib/theme';

/**
 * The web session (docs/product.md "Accounts"): the stored token is read at start and the member loaded; a token the
 * server refuses, or a deactivated account, ends the session and sends the visitor to /login,
 * remembering where they were.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => storage.read('token'));
  const me = useQuery(meQueryOptions(token !== null));

  const forget = useCallback(() => {
    storage.write('token', null);
    storage.write('userId', null);
    // What this member read and wrote offline stays with them, not with the next person here.
    storage.write('offlineCopy', null);
    storage.write('postOutbox', null);
    storage.write('commentOutbox', null);
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    setSessionEndedListener((error) => {
      forget();
      rememberRedirect(`${window.location.pathname}${window.location.search}`);
      if (error.code === 'ACCOUNT_INACTIVE') toast.error(t('auth.deactivated'));
      void navigate('/login', { replace: true });
    });
  }, [forget, navigate, t]);

  const user = me.data ?? null;
  useEffect(() => {
    if (!user) return;
    storage.write('userId', user.id);
    applyTheme(user.default_theme);
    applyLanguage(user.default_language);
  }, [user]);

  // A copy of what the member reads, for reading offline (lib/offline-copy.ts), loaded apart
  // from the first screen's code.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let isOver = false;
    void import('../lib/offline-copy').then(({ keepOfflineCopy }) => {
      if (!isOver) stop = keepOfflineCopy(queryClient, userId);
    });
    return () => {
      isOver = true;
      stop?.();
    };
  }, [userId, queryClient]);

  const signIn = useCallback(
    async (accessToken: string): Promise<PrivateUser> => {
      storage.write('token', accessToken);
      setToken(accessToken);
      const loaded = await queryClient.fetchQuery({ queryKey: meKey, queryFn: getMe, staleTime: 0 });
      return loaded;
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await logout().catch(() => undefined);
    forget();
    void navigate('/login');
  }, [forget, navigate]);

  const setUser = useCallback((next: PrivateUser) => queryClient.setQueryData(meKey, next), [queryClient]);

  // A refused token was already forgotten by the listener above; any other failure (network,
  // server down) keeps the token and offers a retry instead of signing the member out.
  const status: Session['status'] =
    token === null ? 'visitor' : user ? 'member' : me.isError ? 'unavailable' : 'loading';
  const retry = useCallback(() => void me.refetch(), [me]);

  const value = useMemo<Session>(
    () => ({ status, user, signIn, signOut, setUser, retry }),
    [status, user, signIn, signOut, setUser, retry],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
