import { useTranslation } from '../../lib/i18n';
import { Card } from '../../components/ui/card';
import { formatVnd } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { interpolate } from '@ladder/shared/i18n/texts';
import { useContacts } from './static-page';

/** /house (docs/product.md "Screens and routes"): the rooms' nightly prices, the meeting room's hourly price and its capacity. */
const ROOM_PRICES = [350_000, 300_000, 520_000] as const;
const MEETING_ROOM = { pricePerHour: 60_000, capacity: 15 } as const;

interface Room {
  name: string;
  description: string;
}

export function Component() {
  const { t, i18n } = useTranslation();
  const title = t('pages.house.title');
  useDocumentTitle(title);
  const rooms = t('pages.house.rooms', { returnObjects: true }) as Room[];
  const amenities = t('pages.house.amenities', { returnObjects: true }) as string[];
  const booking = t('pages.house.booking_paragraphs', { returnObjects: true }) as string[];
  const price = (amount: number) => formatVnd(amount, i18n.language);
  // The booking address is the support contact of the settings (docs/operations.md).
  const contacts = useContacts();

  return (
    <article className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-3 text-lg text-slate-800 dark:text-slate-200">{t('pages.house.lead')}</p>

      <h2 className="mt-10 text-xl font-semibold">{t('pages.house.rooms_heading')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rooms.map((room, index) => (
          <li key={room.name}>
            <Card className="h-full">
              <h3 className="font-semibold">{room.name}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{room.description}</p>
              <p className="mt-4 text-lg font-bold text-brand-700 dark:text-brand-300">
                {price(ROOM_PRICES[index] ?? 0)}{' '}
                <span className="text-sm font-normal">{t('pages.house.per_night')}</span>
              </p>
            </Card>
          </li>
        ))}
        <li>
          <Card className="h-full">
            <h3 className="font-semibold">{t('pages.house.meeting_room.name')}</h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t('pages.house.meeting_room.description')}
            </p>
            <p className="mt-2 text-sm">{t('pages.house.capacity', { count: MEETING_ROOM.capacity })}</p>
            <p className="mt-4 text-lg font-bold text-brand-700 dark:text-brand-300">
              {price(MEETING_ROOM.pricePerHour)}{' '}
              <span className="text-sm font-normal">{t('pages.house.per_hour')}</span>
            </p>
          </Card>
        </li>
      </ul>

      <h2 className="mt-10 text-xl font-semibold">{t('pages.house.amenities_heading')}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-700 dark:text-slate-300">
        {amenities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-semibold">{t('pages.house.booking_heading')}</h2>
      {contacts.params
        ? booking.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700 dark:text-slate-300">
              {interpolate(paragraph, contacts.params)}
            </p>
          ))
        : contacts.fallback}

      <Card className="mt-8">
        <h2 className="text-xl font-semibold">{t('pages.house.bank_heading')}</h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('pages.house.bank_intro')}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-600 dark:text-slate-400">{t('pages.house.bank_name_label')}</dt>
          <dd className="font-medium">{t('pages.house.bank_name')}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('pages.house.account_name_label')}</dt>
          <dd className="font-medium">{t('pages.house.account_name')}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('pages.house.account_number_label')}</dt>
          <dd className="font-medium">{t('pages.house.account_number_note')}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('pages.house.transfer_note_label')}</dt>
          <dd className="font-medium">{t('pages.house.transfer_note')}</dd>
        </dl>
      </Card>
    </article>
  );
}
