import { searchTextOf } from '../../domain/arabic';

/** What a plan is found by: both names and the description, folded (domain/arabic). */
export function planSearchText(plan: { name_en: string; name_ar: string; description: string }): string {
  return searchTextOf(plan.name_en, plan.name_ar, plan.description);
}
