/**
 * English texts of verifying a member's mobile number (`phone.*`, docs/api/phone.md): the
 * settings section and the notice shown when posting needs it. vi mirrors every key.
 */
export const phoneEn = {
  nav: 'Mobile number',
  title: 'Verify your mobile number',
  intro:
    'Vietnamese law (Decree 147/2024/NĐ-CP) asks social networks to verify each account by a Vietnamese mobile number before it posts. We send you a code by SMS. Other members never see your number.',
  number_label: 'Mobile number',
  number_hint: 'A Vietnamese mobile number: 0912 345 678 or +84 912 345 678',
  send_code: 'Send the code',
  code_label: 'Code from the SMS',
  code_hint: 'The 6 digits in the SMS. The code works once, for {{minutes}} minutes.',
  verify: 'Verify',
  resend: 'Send a new code',
  other_number: 'Use another number',
  verified: 'Your mobile number {{phone}} is verified.',
  verified_toast: 'Your mobile number is verified',
  required_notice: 'To post, comment or share a career track, please verify your mobile number first.',
  required_link: 'Verify my number',
  new_tab: '(opens in a new tab, so nothing you wrote here is lost)',
} as const;
