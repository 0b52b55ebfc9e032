import type { Widen } from './en';

/**
 * English texts only the API uses: error and success messages (sent already translated) and
 * the mail it sends. The web app's bundle leaves them out; the API's translator adds them
 * (translate.ts).
 */
export const serverEn = {
  errors: {
    post_not_found: 'Post not found',
    notification_not_found: 'Notification not found',
    comment_not_found: 'Comment not found',
    file_too_big: 'This file is too big. The limit is 5 MB.',
    too_many_files: 'You can add up to 5 files.',
    unsupported_file_type: "This file type isn't supported.",
    video_metadata:
      'Videos must be MP4 or MOV: FLV and WMV files can carry hidden details, such as where they were filmed, that Ladder cannot remove.',
    upload_path_invalid: 'This upload path is not allowed',
    storage_full: "There's no room left to store this file. Please try again later.",
    login_required: 'Sign in to see this.',
    consent_required: 'To create an account, please agree to the Privacy Policy',
    phone_verification_required: 'To post, comment or share a career track, please verify your mobile number first',
    phone_code_invalid: 'This code is wrong or has expired. Check the last SMS, or ask for a new code',
    phone_taken: 'This mobile number is already verified by another account',
    sms_budget_spent: 'Text messages are paused for a while. Please try again in an hour',
    bad_request: 'The request is not valid',
    validation_failed: 'Check the highlighted fields.',
    credentials_invalid: 'Your session has ended. Please sign in again.',
    external_login_failed: "Couldn't sign you in. Please try again.",
    login_failed: 'Incorrect email or password',
    forbidden: "You don't have permission to do this.",
    account_inactive: 'This account has been deactivated.',
    account_not_activated: 'Please activate your account with the link we emailed you',
    not_found: 'Not found',
    user_not_found: 'User not found',
    logout_to_register: 'Sign out to create a new account.',
    token_invalid: 'This link is invalid or has expired',
    activation_password_wrong:
      "This isn't the password chosen when this link was sent. If you didn't register again yourself, register again with your own password and we'll send you a new link.",
    current_password_wrong: 'Your current password is incorrect. Please try again.',
    password_same: 'Your new password must be different from the current one.',
    email_same: 'Your new email must be different from the current one.',
    email_taken: 'This email address is already in use',
    username_taken: 'This username is already taken',
    payload_too_large: 'The request is too large',
    unsupported_media_type: 'This content type is not supported',
    rate_limited: 'Too many requests. Please try again later.',
    internal: 'Something went wrong. Please try again later.',
    unavailable: "Ladder isn't ready yet. Please try again in a moment.",
  },
  messages: {
    registered: 'Account created. Check your email for a link to activate it.',
    activated: 'Your account is active.',
    recovery_sent: 'Email sent. Check your inbox for a link to reset your password.',
    password_reset: 'Your password has been reset.',
    password_changed: 'Password changed',
    email_change_sent: 'We sent a confirmation link to your new email address',
    email_changed: 'Your email address has been changed',
    account_erased: 'Your account and everything in it have been deleted',
    deletion_scheduled_one: 'Your account will be deleted in {{count}} day. Sign in before then to keep it',
    deletion_scheduled_other: 'Your account will be deleted in {{count}} days. Sign in before then to keep it',
    logged_out: "You're signed out.",
    phone_code_sent: 'We sent a 6-digit code by SMS to {{phone}}',
  },
  mail: {
    digest_subject_one: 'You have {{count}} unread notification on Ladder',
    digest_subject_other: 'You have {{count}} unread notifications on Ladder',
    digest_body_one: 'Here is what happened while you were away:',
    digest_body_other: 'Here is what happened while you were away:',
    digest_more_one: 'and {{count}} more',
    digest_more_other: 'and {{count}} more',
    digest_button: 'See all notifications',
    export_subject: 'Your Ladder data is ready to download',
    export_body:
      'The archive of your Ladder data you asked for is ready: your profile, posts, comments, likes, follows, career tracks, photos and videos. Sign in to download it.',
    export_button: 'Download my data',
    deletion_subject: 'Your Ladder account will be deleted',
    deletion_body:
      'Your Ladder account will be deleted on {{date}}, as you asked: your profile, posts, comments, career tracks, photos and videos, for good. To keep it, sign in before then. If this was not you, sign in now and change your password.',
    deletion_button: 'Sign in to keep my account',
    greeting: 'Hello {{name}},',
    signature: 'The Ladder team',
    ignore: "If you didn't ask for this, you can ignore this email.",
    link_expires: 'This link works once and expires in {{hours}} hours.',
    activation_subject: 'Activate your Ladder account',
    activation_body:
      'Welcome to Ladder. To activate your account, confirm your email address: open the link and type the password you chose when you registered.',
    activation_button: 'Activate my account',
    already_registered_subject: 'You already have a Ladder account',
    already_registered_body:
      'Someone tried to create a new Ladder account with this email address, but it already has one. If it was you, sign in, or reset your password if you forgot it.',
    already_registered_button: 'Reset my password',
    reset_subject: 'Reset your Ladder password',
    reset_body: 'We received a request to reset the password of your Ladder account.',
    reset_button: 'Choose a new password',
    email_change_subject: 'Confirm your new email address',
    email_change_body: 'Please confirm that you want to use this address for your Ladder account.',
    email_change_button: 'Confirm my new email',
    email_taken_subject: 'Someone tried to use your email address on Ladder',
    email_taken_body:
      'A Ladder member asked to move their account to this email address, but it already belongs to an account, so nothing was changed.',
    email_change_notice_subject: 'Your Ladder email address is being changed',
    email_change_notice_body:
      "Someone asked to change your account email to {{email}}. The change takes effect once it's confirmed from the new address. If this wasn't you, change your password now.",
  },
  sms: {
    phone_code:
      'Ladder: your verification code is {{code}}. It expires in {{minutes}} minutes. Never share it with anyone.',
  },
} as const;

export type ServerCatalog = Widen<typeof serverEn>;
