import { z } from 'zod';
import { readPlate, readPlateLetters, readPlateNumber, type PlateReading } from '../plates';
import { VALIDATION } from '../validation-messages';

/**
 * A plate field read by one of the plate readers, stored in its normal form. An unknown letter
 * is an issue whose `params` name it (`{letter}`), which the server answers and the form shows
 * as `{message, args}`.
 */
function plateField<T>(read: (input: string) => PlateReading<T>) {
  return z.string({ error: VALIDATION.required }).transform((value, ctx) => {
    const reading = read(value);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.message, ...(reading.args ? { params: reading.args } : {}) });
    return z.NEVER;
  });
}

/** Plate letters in either script, stored as Latin capitals (`ABJ`). */
export function plateLetters() {
  return plateField(readPlateLetters);
}

/** A plate number in any digits, stored in Western digits (`0123`). */
export function plateNumber() {
  return plateField(readPlateNumber);
}

/** A whole plate typed as one string (`ABJ 1234`, `ح ب ا ١٢٣٤`), in its stored form: what a gate reads. */
export function plate() {
  return plateField(readPlate);
}

/** Two vehicles of one subscription never carry the same plate (numbers compared as read: 0777 is 777). */
export function platesDiffer(
  vehicles: ReadonlyArray<{ plate_letters: string; plate_number: string }>,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  vehicles.forEach(({ plate_letters, plate_number }, index) => {
    const plate = `${plate_letters} ${plate_number}`;
    if (seen.has(plate))
      ctx.addIssue({ code: 'custom', path: [index, 'plate_number'], message: VALIDATION.duplicatePlate });
    seen.add(plate);
  });
}
