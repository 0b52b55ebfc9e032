/**
 * English texts of sign-up consent, privacy choices and plan prices (`privacy.*`).
 * vi mirrors every key. `{{agreement}}` and `{{privacy}}` are links to the policy pages.
 */
export const privacyEn = {
  consent_age: 'I am 18 or older',
  consent_terms: 'I accept the {{agreement}}',
  consent_processing: 'I agree that Ladder processes my personal data as the {{privacy}} describes',
  plan_free: "Free. You won't be charged, and nothing renews.",
  errors: {
    age_required: 'Please confirm that you are 18 or older',
    terms_required: 'Please accept the User Agreement',
  },
};
