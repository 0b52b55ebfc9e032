import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import type { Config } from '../config';

/** The sign-in providers, as the API answers them and the sign-in pages carry them. */
export const providersOf = (config: Readonly<Config>) => ({
  google: config.google ? { client_id: config.google.clientId } : null,
  linkedin: config.linkedin ? { client_id: config.linkedin.clientId } : null,
});

/** The data controller and the policy's version, as the API answers them and the policy pages carry them. */
export const legalOf = (config: Readonly<Config>) => ({
  controller_name: config.legal.controllerName,
  controller_address: config.legal.controllerAddress,
  contact_email: config.legal.contactEmail,
  support_email: config.legal.supportEmail,
  policy_version: PRIVACY_POLICY_VERSION,
});

export type Providers = ReturnType<typeof providersOf>;
export type Legal = ReturnType<typeof legalOf>;
