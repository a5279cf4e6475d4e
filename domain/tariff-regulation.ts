import type { Tariff } from './tariff';

/**
 * The municipal rules for paid parking in the Kingdom that a tariff version is checked against
 * before it is published: the first minutes of a stay are free, and people with disabilities
 * park free (through the disability flag of their vehicle's registration, which the gate honours).
 */
export const TARIFF_RULES = ['first_minutes_free', 'disability_free'] as const;
export type TariffRule = (typeof TARIFF_RULES)[number];

/** What breaking a rule does: the version is refused, saved with the warning recorded, or the rule is not checked. */
export const RULE_MODES = ['refuse', 'warn', 'off'] as const;
export type RuleMode = (typeof RULE_MODES)[number];
export type RegulationProfile = Record<TariffRule, RuleMode>;

/** The free minutes the municipal rules ask of a stay. */
export const MUNICIPAL_FREE_MINUTES = 20;

const BROKEN: Record<TariffRule, (tariff: Tariff) => boolean> = {
  first_minutes_free: (tariff) => tariff.free_minutes < MUNICIPAL_FREE_MINUTES,
  disability_free: (tariff) => tariff.disability_free === false,
};

export interface RegulationFindings {
  refused: TariffRule[];
  warned: TariffRule[];
}

/** The rules a tariff breaks, by what the profile makes of each. */
export function checkTariff(tariff: Tariff, profile: RegulationProfile): RegulationFindings {
  const broken = TARIFF_RULES.filter((rule) => profile[rule] !== 'off' && BROKEN[rule](tariff));
  return {
    refused: broken.filter((rule) => profile[rule] === 'refuse'),
    warned: broken.filter((rule) => profile[rule] === 'warn'),
  };
}
