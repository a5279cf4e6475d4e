import { useRecordContext, useTranslate } from 'react-admin';
import type { DurationUnit } from '../../../domain/schemas/subscription-plan';
import { useFormatters } from '../../i18n/useFormatters';

interface Timed {
  duration: number;
  duration_unit: DurationUnit;
}

/** A plan's duration as a reader says it: "30 days", "12 months" (Arabic in its plural forms). */
export function usePlanDurationText() {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (plan: Timed) =>
    translate(`ps.plans.duration.${plan.duration_unit}`, { smart_count: plan.duration, count: number(plan.duration) });
}

/** The duration of the plan in context. */
export function PlanDuration() {
  const plan = useRecordContext<Timed & { id: number }>();
  const durationText = usePlanDurationText();
  return plan ? <span>{durationText(plan)}</span> : null;
}
