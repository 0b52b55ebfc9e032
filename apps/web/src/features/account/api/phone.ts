import type { PhoneCodeSent } from '@ladder/shared/schemas/phone';
import type { PrivateUser } from '@ladder/shared/schemas/users';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** docs/api/phone.md: a code sent by SMS, then checked. */
export const requestPhoneCode = (phone: string) =>
  api<PhoneCodeSent>('/users/current/me/phone', { method: 'POST', body: { phone } });
export const verifyPhone = (code: string) =>
  api<PrivateUser>('/users/current/me/phone/verify', { method: 'POST', body: { code } });

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode });
export const useVerifyPhone = () => useMutation({ mutationFn: verifyPhone });
