import { searchTextOf } from '../../domain/arabic';
import { localSaudiMobile } from '../../domain/phone';

interface SearchedUser {
  name: string;
  username: string;
  email: string;
  phone: string | null;
}

/**
 * What finds an account in a search: its name, username, email and mobile number, the number
 * both as stored (+9665…) and as people dial it at home (05…). Every write to a user stores it.
 */
export function userSearchText({ name, username, email, phone }: SearchedUser): string {
  return searchTextOf(name, username, email, phone, phone && localSaudiMobile(phone));
}
