import type { ProfileItem, ProfileItemKind, ProfileVisibility } from '@ladder/shared/schemas/profile';
import { Award, BadgeCheck, Briefcase, Globe, GraduationCap, Lock, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { VerifiedDomain } from '../../../components/ui/verified-domain';
import { calendarDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteProfileItem, useProfileItems, useRemoveVerification } from '../api/profile-items';
import { ApartLink } from './apart-link';
import { ProfileItemDialog } from './profile-item-dialog';
import { monthLabel } from './profile-item-form';
import { WorkplaceVerificationDialog } from './workplace-verification-dialog';

const KIND_ICONS = { experience: Briefcase, education: GraduationCap, certificate: Award } as const;
const KINDS = ['experience', 'education', 'certificate'] as const;
const VISIBILITY_ICONS: Record<ProfileVisibility, typeof Globe> = { public: Globe, members: Users, private: Lock };

/**
 * "Experience, education & certificates" on a profile, above its tabs: who the member is, read before what
 * they post (docs/decisions/0058-a-profile-that-proves-it.md). The owner adds, changes and
 * deletes items here, each with who may see it; others see what the server lets them.
 */
export function ProfileItemsSection({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const items = useProfileItems(userId);
  const [editing, setEditing] = useState<{ kind: ProfileItemKind; item: ProfileItem | null } | null>(null);
  const [deleting, setDeleting] = useState<ProfileItem | null>(null);
  const remove = useDeleteProfileItem(userId);
  const [verifying, setVerifying] = useState<ProfileItem | null>(null);
  const unverify = useRemoveVerification(userId);

  const removeVerification = async (item: ProfileItem) => {
    try {
      await unverify.mutateAsync(item.id);
      toast.success(t('profile_items.verification_removed'));
    } catch (error) {
      toast.failure(error, t('toast.generic_error'));
    }
  };

  const confirmDelete = async (item: ProfileItem) => {
    try {
      await remove.mutateAsync(item.id);
      toast.success(t('profile_items.deleted'));
    } catch (error) {
      toast.failure(error, t('toast.generic_error'));
    }
    setDeleting(null);
  };

  const list = items.data?.items ?? [];
  if (!isOwner && items.isSuccess && list.length === 0) return null;

  return (
    <Card aria-labelledby={`${userId}-items-title`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${userId}-items-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('profile_items.section_title')}
        </h2>
        {isOwner && (
          <div className="flex flex-wrap gap-2">
            {KINDS.map((kind) => (
              <Button
                key={kind}
                variant="secondary"
                className="min-h-11"
                onClick={() => setEditing({ kind, item: null })}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t(`profile_items.add_${kind}`)}
              </Button>
            ))}
          </div>
        )}
      </div>
      {items.isPending && <Spinner label={t('profile_items.loading')} />}
      {items.isError && <LoadError onRetry={() => items.refetch()} />}
      {items.isSuccess && list.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('profile_items.empty_own')}</p>
      )}
      {KINDS.map((kind) => {
        const ofKind = list.filter((item) => item.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-label={t(`profile_items.${kind}`)} className="space-y-3">
            <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {t(`profile_items.${kind}`)}
            </h3>
            <ul className="space-y-3">
              {ofKind.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  isOwner={isOwner}
                  onEdit={() => setEditing({ kind, item })}
                  onDelete={() => setDeleting(item)}
                  onVerify={() => setVerifying(item)}
                  onUnverify={() => void removeVerification(item)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {editing && (
        <ProfileItemDialog userId={userId} kind={editing.kind} item={editing.item} onClose={() => setEditing(null)} />
      )}
      {verifying && <WorkplaceVerificationDialog userId={userId} item={verifying} onClose={() => setVerifying(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('profile_items.delete_title')}
        confirmLabel={t('profile_items.delete')}
        isPending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('profile_items.delete_body', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}

function ItemRow({
  item,
  isOwner,
  onEdit,
  onDelete,
  onVerify,
  onUnverify,
}: {
  item: ProfileItem;
  isOwner: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onVerify: () => void;
  onUnverify: () => void;
}) {
  const { t, i18n } = useTranslation();
  const Icon = KIND_ICONS[item.kind];
  const Seen = VISIBILITY_ICONS[item.visibility];
  const start = monthLabel(item.start_month, i18n.language);
  const end = item.end_month ? monthLabel(item.end_month, i18n.language) : null;
  const dates =
    item.kind !== 'certificate'
      ? t('profile_items.range', { start, end: end ?? t('profile_items.present') })
      : end
        ? t('profile_items.issued_expires', { date: start, expiry: end })
        : t('profile_items.issued', { date: start });
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900 dark:text-slate-100">{item.title}</p>
        <p className="text-sm break-words text-slate-800 dark:text-slate-200">
          {[item.organization, item.place].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{dates}</p>
        <VerifiedDomain domain={item.verified_domain} />
        {item.credential_url && (
          <ApartLink href={item.credential_url} isTyped>
            {t('profile_items.view_credential')}
          </ApartLink>
        )}
        {item.file && (
          <ApartLink href={item.file.url} isTyped={false}>
            {t('profile_items.view_file')}
          </ApartLink>
        )}
        {isOwner && (
          <p className="mt-1 flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
            <Seen aria-hidden="true" className="size-3.5" />
            {t(`profile_items.visibility_${item.visibility}`)}
          </p>
        )}
        {isOwner && item.kind !== 'certificate' && (
          <VerifyActions item={item} onVerify={onVerify} onUnverify={onUnverify} />
        )}
        {item.description && (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
            {item.description}
          </p>
        )}
      </div>
      {isOwner && (
        <div className="flex shrink-0 items-start">
          {(
            [
              ['edit_item', Pencil, onEdit],
              ['delete_item', Trash2, onDelete],
            ] as const
          ).map(([label, ActionIcon, onClick]) => (
            <Button
              key={label}
              variant="ghost"
              className="min-h-11 min-w-11 px-2"
              aria-label={t(`profile_items.${label}`, { title: item.title })}
              onClick={onClick}
            >
              <ActionIcon aria-hidden="true" className="size-4" />
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/** The owner's "Verify work email" (again, to renew), and "Remove verification" while verified, with its end date. */
function VerifyActions({
  item,
  onVerify,
  onUnverify,
}: {
  item: ProfileItem;
  onVerify: () => void;
  onUnverify: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-1 space-y-1">
      {item.verified_until && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('profile_items.verified_until', { date: calendarDate(item.verified_until, i18n.language) })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="min-h-11" onClick={onVerify}>
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t(`profile_items.verify_${item.kind === 'education' ? 'education' : 'experience'}`)}
        </Button>
        {item.verified_domain && (
          <Button variant="ghost" className="min-h-11" onClick={onUnverify}>
            {t('profile_items.remove_verification')}
          </Button>
        )}
      </div>
    </div>
  );
}
