import type { PrivateUser } from '@ladder/shared/schemas/users';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'visitor' | 'member' | 'unavailable';

export interface Session {
  status: SessionStatus;
  user: PrivateUser | null;
  /** Stores a new access token and loads the member it belongs to. */
  signIn: (accessToken: string) => Promise<PrivateUser>;
  /** Revokes the token on the server (best effort), forgets it and goes to /login. */
  signOut: () => Promise<void>;
  /** Replaces the cached member after an update. */
  setUser: (user: PrivateUser) => void;
  /** Loads the member again after a failure that was not a refusal. */
  retry: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the session provider');
  return session;
}

/** The signed-in member, for screens that only render for members. */
export function useMember(): PrivateUser {
  const { user } = useSession();
  if (!user) throw new Error('useMember needs a signed-in member');
  return user;
}
