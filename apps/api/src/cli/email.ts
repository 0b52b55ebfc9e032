import { email } from '@ladder/shared/schemas/fields';

export const emailSchema = email('validation.email_required', 'validation.email_invalid');
