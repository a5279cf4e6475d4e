import { DURATION_UNITS, PLAN_TYPES } from '../../../domain/schemas/subscription-plan';

/** Choices of the plan type and duration unit inputs; react-admin translates their names. */
export const PLAN_TYPE_CHOICES = PLAN_TYPES.map((type) => ({ id: type, name: `ps.plans.types.${type}` }));
export const DURATION_UNIT_CHOICES = DURATION_UNITS.map((unit) => ({
  id: unit,
  name: `ps.plans.duration_units.${unit}`,
}));
