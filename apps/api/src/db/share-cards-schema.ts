import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberId } from './columns';

/**
 * The card image a shared link shows (docs/decisions/0047-shared-links.md): one per track, post or
 * profile, stored in the media store under its owner's folder and named by the hash of what it
 * shows, so a change makes a new one and the old one goes. The row names the key for the orphan
 * sweep; the owner's erasure removes both.
 */
export const shareCards = pgTable(
  'share_cards',
  {
    kind: text('kind', { enum: ['track', 'post', 'profile'] }).notNull(),
    item_id: uuid('item_id').notNull(),
    user_id: memberId(),
    content_hash: text('content_hash').notNull(),
    key: text('key').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.item_id] }),
    /** The orphan sweep asks whether a stored card is still named. */
    index('share_cards_key_idx').on(t.key),
    index('share_cards_user_idx').on(t.user_id),
    check('share_cards_kind_check', sql`${t.kind} in ('track', 'post', 'profile')`),
  ],
);
