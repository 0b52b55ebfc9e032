import type { Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import type { ChangePasswordInput, LoginInput, RegisterInput } from '@ladder/shared/schemas/auth';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { Actor } from '../users/actor';
import { isInGracePeriod, refuseMissingSignUpBox, signUpConsentNow, type UsersService } from '../users/users.service';
import { TOKEN_TTL_HOURS, type OneTimeTokensService } from './one-time-tokens.service';
import type { AccessToken, SessionsService } from './sessions.service';

interface Deps {
  db: Db;
  publicUrl: string;
  mailer: Mailer;
  users: UsersService;
  sessions: SessionsService;
  tokens: OneTimeTokensService;
}

export interface Message {
  message: string;
}

const refuseCommon = async (password: string, field: string) => {
  if (await isCommonPassword(password)) throw AppError.field(field, 'validation.password_common');
};

/** Whom an account mail goes to. */
type Recipient = Pick<Actor, 'email' | 'name' | 'default_language'>;

const mailLanguage = (user: Pick<Actor, 'default_language'>): Language => user.default_language;

/**
 * Accounts: sign-in, registration and activation, recovery, password and email
 * changes. Answers that concern an email address are the same whether or not an
 * account has it; what differs goes by mail.
 */
export function createAuthService(deps: Deps) {
  const { db, mailer, users, sessions, tokens } = deps;
  const link = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const message = (language: Language, key: string): Message => ({ message: translate(language, key) });

  // Each mail is written to the outbox in the transaction of the token it carries
  // (docs/decisions/0021): it is sent after the commit, and a crash loses neither.
  const mailActivation = (tx: DbOrTx, user: Recipient, token: string) =>
    mailer.enqueue(
      renderMail({
        language: mailLanguage(user),
        to: user.email,
        name: user.name,
        subject: 'mail.activation_subject',
        body: 'mail.activation_body',
        action: {
          label: 'mail.activation_button',
          url: link('/new-account', token),
          expiresInHours: TOKEN_TTL_HOURS.activation,
        },
      }),
      tx,
    );

  const mailReset = (tx: DbOrTx, user: Recipient, token: string) =>
    mailer.enqueue(
      renderMail({
        language: mailLanguage(user),
        to: user.email,
        name: user.name,
        subject: 'mail.reset_subject',
        body: 'mail.reset_body',
        action: {
          label: 'mail.reset_button',
          url: link('/reset-password', token),
          expiresInHours: TOKEN_TTL_HOURS.password_reset,
        },
      }),
      tx,
    );

  const mailAlreadyRegistered = (tx: DbOrTx, user: Recipient) =>
    mailer.enqueue(
      renderMail({
        language: mailLanguage(user),
        to: user.email,
        name: user.name,
        subject: 'mail.already_registered_subject',
        body: 'mail.already_registered_body',
        action: {
          label: 'mail.already_registered_button',
          url: `${deps.publicUrl}/forgot-password`,
          expiresInHours: TOKEN_TTL_HOURS.password_reset,
        },
      }),
      tx,
    );

  /** The mail a recovery request sends: a reset link, or an activation link to a pending address. */
  async function mailRecoveryLink(email: string): Promise<void> {
    const user = await users.findByEmail(email);
    await db.transaction(async (tx) => {
      if (user && (user.is_active || isInGracePeriod(user))) {
        await mailReset(tx, user, await tokens.issue(tx, user.id, 'password_reset'));
      } else if (user && !user.activated_at && !user.deactivated_at) {
        // Never activated: the activation link is what this person is missing. It carries the
        // registration the newest link carried, so asking again changes no password.
        const registration = await tokens.liveRegistration(tx, user.id);
        if (registration)
          await mailActivation(tx, user, await tokens.issue(tx, user.id, 'activation', { registration }));
      }
    });
    mailer.wake();
  }

  return {
    async login(
      input: LoginInput,
      userAgent: string | undefined,
    ): Promise<AccessToken & { deletion_cancelled?: true }> {
      const user = await users.findByEmail(input.username);
      // A registration's password waits on its activation link until the address is proven: it
      // may only tell its chooser that the account is not activated yet.
      const pending = user && !user.activated_at && !user.deactivated_at;
      const hash = pending ? (await tokens.liveRegistration(db, user.id))?.hashedPassword : user?.hashed_password;
      const isValid = await verifyPassword(hash ?? undefined, input.password);
      if (!user || !isValid) throw new AppError('LOGIN_FAILED');
      // A member hidden during a deletion's grace period is inactive until this sign-in keeps them.
      const cancelled = await users.keepAccount(user);
      if (!user.is_active && !cancelled) {
        throw user.activated_at
          ? new AppError('ACCOUNT_INACTIVE', { extra: { is_active: false } })
          : new AppError('ACCOUNT_NOT_ACTIVATED', { extra: { is_active: false } });
      }
      return { ...(await sessions.issue(user.id, userAgent)), ...(cancelled ? { deletion_cancelled: true } : {}) };
    },

    logout(sessionId: string): Promise<void> {
      return sessions.revoke(sessionId);
    },

    /**
     * A new address gets a pending account; an address still pending gets a new link. Either
     * way the link carries this registration's password and name, and earlier links of the
     * address stop working (docs/decisions/0018).
     */
    async register(input: RegisterInput, language: Language): Promise<{ email: string; message: string }> {
      refuseMissingSignUpBox(input);
      await refuseCommon(input.password, 'password');
      // Hash first in every case, so the answer takes as long for a known address as for a new one.
      const hashedPassword = await hashPassword(input.password);
      const answer = { email: input.email, ...message(language, 'messages.registered') };
      try {
        await db.transaction(async (tx) => {
          // Expired registrations go first, so they squat neither this address nor a username.
          await users.purgeExpiredRegistrations(tx);
          const existing = await users.findByEmail(input.email, tx);
          if (existing?.activated_at) return mailAlreadyRegistered(tx, existing);
          // Whichever registration of a pending address is activated, its sender agreed to this version.
          const user = existing
            ? await users.update(tx, existing.id, signUpConsentNow())
            : await users.createPending(tx, { name: input.name, email: input.email, language });
          const registration = { hashedPassword, name: input.name };
          await mailActivation(tx, user, await tokens.issue(tx, user.id, 'activation', { registration }));
        });
        mailer.wake();
      } catch (error) {
        // Two registrations of one address at once: the loser answers like any known address.
        if (!isUniqueViolation(error, 'users_email_key')) throw error;
      }
      return answer;
    },

    /** Removes registrations whose links all expired (at start, and before each registration). */
    purgeExpiredRegistrations(): Promise<number> {
      return users.purgeExpiredRegistrations();
    },

    /**
     * Activates the password and name of the registration that sent this link, once its password
     * is typed again: whoever proves the address must be the one who chose the password, not
     * whoever registered it last (docs/decisions/0043-activation-asks-for-the-password.md). A wrong
     * password leaves the link live; it counts against the activation limit. The link proves the
     * address and the password is its chooser's: the answer signs the member in, so the first run
     * starts at once (docs/decisions/0049-the-first-run.md).
     */
    async activate(
      token: string,
      password: string,
      language: Language,
      userAgent: string | undefined,
    ): Promise<Message & AccessToken> {
      const link = await tokens.findLive(db, token, 'activation');
      if (!(await verifyPassword(link.hashed_password ?? undefined, password)))
        throw new AppError('ACTIVATION_PASSWORD_WRONG', {
          errors: [{ field: 'password', message: 'errors.activation_password_wrong' }],
        });
      const session = await db.transaction(async (tx) => {
        const row = await tokens.consume(tx, token, 'activation');
        const user = await users.findById(row.user_id, tx);
        if (!user || user.deactivated_at || user.activated_at) throw new AppError('TOKEN_INVALID');
        await users.update(tx, user.id, {
          is_active: true,
          activated_at: new Date(),
          ...(row.hashed_password ? { hashed_password: row.hashed_password } : {}),
          ...(row.name ? { name: row.name } : {}),
        });
        return sessions.issue(user.id, userAgent, tx);
      });
      return { ...message(language, 'messages.activated'), ...session };
    },

    /**
     * Answers at once, the same for every address; the link is made and its mail queued once
     * `answered` resolves (the answer is sent). A known address took 7-42 ms, an unknown one 3-4
     * ms, when the work came first (issue 30; docs/decisions/0004-accounts-without-enumeration.md).
     */
    requestPasswordReset(email: string, language: Language, answered: Promise<void>): Message {
      mailer.later(async () => {
        await answered;
        await mailRecoveryLink(email);
      });
      return message(language, 'messages.recovery_sent');
    },

    async resetPassword(token: string, newPassword: string, language: Language): Promise<Message> {
      await refuseCommon(newPassword, 'new_password');
      const hashed = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const row = await tokens.consume(tx, token, 'password_reset');
        const user = await users.findById(row.user_id, tx);
        if (!user || (!user.is_active && !isInGracePeriod(user))) throw new AppError('TOKEN_INVALID');
        await users.update(tx, user.id, { hashed_password: hashed });
        await sessions.revokeAll(user.id, tx);
      });
      return message(language, 'messages.password_reset');
    },

    /** Every earlier token dies; the caller gets a fresh one so this device stays signed in. */
    async changePassword(
      actor: Actor,
      input: ChangePasswordInput,
      language: Language,
      userAgent: string | undefined,
    ): Promise<Message & AccessToken> {
      if (!(await verifyPassword(await users.passwordHash(actor.id), input.current_password)))
        throw new AppError('CURRENT_PASSWORD_WRONG');
      if (input.current_password === input.new_password) throw new AppError('PASSWORD_SAME');
      await refuseCommon(input.new_password, 'new_password');
      const hashed = await hashPassword(input.new_password);
      const token = await db.transaction(async (tx) => {
        await users.update(tx, actor.id, { hashed_password: hashed });
        await sessions.revokeAll(actor.id, tx);
        await tokens.retireAll(tx, actor.id, 'password_reset');
        return sessions.issue(actor.id, userAgent, tx);
      });
      return { ...message(language, 'messages.password_changed'), ...token };
    },

    async requestEmailChange(actor: Actor, toEmail: string, language: Language): Promise<Message> {
      if (toEmail === actor.email) throw new AppError('EMAIL_SAME');
      const answer = message(language, 'messages.email_change_sent');
      const owner = await users.findByEmail(toEmail);
      if (owner) {
        await mailer.enqueue(
          renderMail({
            language: mailLanguage(owner),
            to: toEmail,
            name: owner.name,
            subject: 'mail.email_taken_subject',
            body: 'mail.email_taken_body',
          }),
        );
        return answer;
      }
      await db.transaction(async (tx) => {
        const token = await tokens.issue(tx, actor.id, 'email_change', { newEmail: toEmail });
        await mailer.enqueue(
          renderMail({
            language: mailLanguage(actor),
            to: toEmail,
            name: actor.name,
            subject: 'mail.email_change_subject',
            body: 'mail.email_change_body',
            action: {
              label: 'mail.email_change_button',
              url: link('/confirm-email', token),
              expiresInHours: TOKEN_TTL_HOURS.email_change,
            },
          }),
          tx,
        );
        await mailer.enqueue(
          renderMail({
            language: mailLanguage(actor),
            to: actor.email,
            name: actor.name,
            subject: 'mail.email_change_notice_subject',
            body: 'mail.email_change_notice_body',
            params: { email: toEmail },
          }),
          tx,
        );
      });
      mailer.wake();
      return answer;
    },

    async confirmEmailChange(token: string, language: Language): Promise<Message> {
      try {
        await db.transaction(async (tx) => {
          const row = await tokens.consume(tx, token, 'email_change');
          const user = await users.findById(row.user_id, tx);
          if (!user || !user.is_active || !row.new_email) throw new AppError('TOKEN_INVALID');
          await users.update(tx, user.id, { email: row.new_email });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
        throw error;
      }
      return message(language, 'messages.email_changed');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
