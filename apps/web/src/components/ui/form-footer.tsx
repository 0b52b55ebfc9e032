import { useTranslation } from '../../lib/i18n';
import { Button } from './button';

/** A dialog's Cancel and submit buttons, the submit one sending the form `formId` (outside the form, in the footer). */
export function FormFooter({
  formId,
  submitLabel,
  isSubmitting,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" className="min-h-11" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} className="min-h-11" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </>
  );
}
