import type { Translate } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { TokenAnswer } from '../api/login';

/**
 * Signing in during an account's grace period cancels its deletion; the member is told
 * (docs/api/people-and-career-tracks.md "Deleting one's account"). Answers the token to sign in with.
 */
export function tellIfDeletionCancelled(answer: TokenAnswer, t: Translate): string {
  if (answer.deletion_cancelled) toast.success(t('auth.deletion_cancelled'));
  return answer.access_token;
}
