import { searchTextOf } from '../../domain/arabic';
import { localSaudiMobile } from '../../domain/phone';
import { plateSearchForms } from '../../domain/plates';

interface SearchedSubscription {
  reference: string;
  applicant_name: string;
  phone: string | null;
  email: string | null;
  vehicles: ReadonlyArray<{ plate_letters: string; plate_number: string }>;
}

/**
 * What finds a subscription in a search: the reference the applicant quotes, their name, email and
 * mobile number (as stored, +9665…, and as dialled at home, 05…), and each vehicle's plate in both
 * scripts, letters before and after the number (domain/plates.ts): a plate typed in Arabic finds
 * the one stored from Latin input, and "ABJ 1234", "abj1234" and "1234" all find it.
 */
export function subscriptionSearchText({
  reference,
  applicant_name,
  phone,
  email,
  vehicles,
}: SearchedSubscription): string {
  const plates = vehicles.flatMap(({ plate_letters, plate_number }) =>
    plateSearchForms({ letters: plate_letters, number: plate_number }),
  );
  return searchTextOf(reference, applicant_name, phone, phone && localSaudiMobile(phone), email, ...plates);
}
