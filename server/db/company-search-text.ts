import { searchTextOf } from '../../domain/arabic';
import { localSaudiMobile, localSaudiPhone } from '../../domain/phone';
import { plateSearchForms } from '../../domain/plates';

/** A company is found by either name and by its contact number, as stored (+966…) and as people dial it (0…). */
export function companySearchText({
  name,
  name_ar,
  contact_phone,
}: {
  name: string;
  name_ar: string | null;
  contact_phone: string;
}): string {
  return searchTextOf(name, name_ar, contact_phone, localSaudiPhone(contact_phone));
}

interface SearchedCompanySubscription {
  subscriber_name: string;
  phone: string;
  email: string;
  vehicles: ReadonlyArray<{ plate_letters: string; plate_number: string }>;
}

/** A company's subscription is found by subscriber, phone as stored and as dialled, email, and plates in both scripts. */
export function companySubscriptionSearchText({
  subscriber_name,
  phone,
  email,
  vehicles,
}: SearchedCompanySubscription): string {
  const plates = vehicles.flatMap((vehicle) =>
    plateSearchForms({ letters: vehicle.plate_letters, number: vehicle.plate_number }),
  );
  return searchTextOf(subscriber_name, phone, localSaudiMobile(phone), email, ...plates);
}
