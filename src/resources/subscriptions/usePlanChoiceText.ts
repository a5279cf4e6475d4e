import { useLocaleState } from 'react-admin';
import type { DurationUnit } from '../../../domain/schemas/subscription-plan';
import { nameIn } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import { usePlanDurationText } from '../subscription-plans/PlanDuration';

interface OfferedPlan {
  name_en: string;
  name_ar: string;
  duration: number;
  duration_unit: DurationUnit;
  price: number;
}

/** A plan as a choice of a subscription form: its name, how long it runs and what it costs. */
export function usePlanChoiceText() {
  const [locale] = useLocaleState();
  const { money } = useFormatters();
  const durationText = usePlanDurationText();
  return (plan: OfferedPlan) => `${nameIn(locale, plan)} · ${durationText(plan)} · ${money(plan.price)}`;
}
