import { VALIDATION } from '../../domain/validation-messages';
import { ApiError } from '../errors';

/** Deeper than any body or filter the API takes (a company subscription's vehicles are three levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses JSON text that nests arrays and objects deeper than MAX_JSON_DEPTH, in one pass over its
 * characters (brackets inside strings do not count), before anything parses it or walks what a
 * parse would give: a recursive walk of 10,000 levels overflows the stack, and costs every other
 * request its share of the thread. `field` names a query parameter; a body has none.
 */
export function refuseDeepJson(text: string, field?: string): void {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > MAX_JSON_DEPTH)
        throw new ApiError(400, 'too_deeply_nested', field ? { [field]: VALIDATION.invalidChoice } : undefined);
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
}
