import { RULE_MODES } from '../../../domain/tariff-regulation';

/** What an area does with a tariff that breaks a municipal rule, as choices of its form and its page. */
export const RULE_MODE_CHOICES = RULE_MODES.map((mode) => ({ id: mode, name: `ps.tariff.rule_modes.${mode}` }));
