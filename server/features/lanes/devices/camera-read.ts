import { plateKey, readPlate, type Plate } from '../../../../domain/plates';

/**
 * What a lane camera saw, whatever its vendor: every vendor adapter (plate-recognizer.ts,
 * hikvision-anpr.ts) turns its payload into this one shape, and the gate decides on it alone.
 */

export type CameraVendor = 'plate-recognizer' | 'hikvision';

/** One reading of a plate by a camera: the plate as the product reads it, and the camera's confidence in it (0..1). */
export interface PlateCandidate {
  plate: Plate;
  confidence: number;
}

/** What a camera saw, whatever its vendor. `candidates` best first; texts that are no Saudi plate are dropped (kept in `unreadable`). */
export interface CameraRead {
  vendor: CameraVendor;
  /** The camera's own id or name as its payload gives it, null when it gives none. */
  cameraRef: string | null;
  /** When the camera saw it (its own clock), null when the payload has no time. */
  seenAt: Date | null;
  candidates: PlateCandidate[];
  /** Raw texts the camera read that are not Saudi plates (for the console's "confirm by a person"). */
  unreadable: string[];
}

/**
 * Why a payload is refused: `malformed`, it is not the vendor's format; `not-a-read`, it is, but
 * for something other than a plate read (a heartbeat, another kind of event), which a route may
 * acknowledge without alarm since cameras push those to the same address.
 */
export type CameraPayloadProblem = 'malformed' | 'not-a-read';

export class CameraPayloadError extends Error {
  override readonly name = 'CameraPayloadError';

  constructor(
    readonly vendor: CameraVendor,
    readonly problem: CameraPayloadProblem,
    message: string,
  ) {
    super(`${vendor}: ${message}`);
  }
}

/**
 * At most this many candidates, and as many unreadable texts, come out of one payload. A gate
 * acts on the camera's best reading and a person confirms among a few; a tenth guess is not a
 * reading anyone acts on, and a payload of 10,000 guesses must cost what one of ten does.
 */
export const MAX_CANDIDATES = 10;
export const MAX_UNREADABLE = 10;

/**
 * A text longer than this is no plate (the longest, `ABJX 1234` with marks and spaces, is far
 * shorter), so it is not read as one, and is kept in `unreadable` cut to this length.
 */
export const MAX_PLATE_TEXT_LENGTH = 32;

/** Longer than any camera's id or name; a longer one is not an id. */
export const MAX_CAMERA_REF_LENGTH = 128;

/** A text a camera read, with its confidence in it (0..1). */
export interface CameraText {
  text: string;
  confidence: number;
}

function byConfidence<T extends { confidence: number }>(list: T[]): T[] {
  // Array.prototype.sort is stable: between equal confidences the camera's own order stands.
  return list.sort((a, b) => b.confidence - a.confidence);
}

/**
 * The read of the texts a camera gave, in its order: each through the product's plate reading, a
 * plate read several times (`1234abj` and `abj1234`, or the same text in two results) kept once
 * with its highest confidence, best first.
 */
export function cameraRead(
  vendor: CameraVendor,
  cameraRef: string | null,
  seenAt: Date | null,
  texts: Iterable<CameraText>,
): CameraRead {
  const plates = new Map<string, PlateCandidate>();
  const unreadable = new Map<string, CameraText>();
  for (const { text, confidence } of texts) {
    const trimmed = text.trim();
    if (trimmed === '') continue;
    const reading = trimmed.length <= MAX_PLATE_TEXT_LENGTH ? readPlate(trimmed) : null;
    if (reading?.ok) {
      const key = plateKey(reading.value);
      const known = plates.get(key);
      if (!known) plates.set(key, { plate: reading.value, confidence });
      else known.confidence = Math.max(known.confidence, confidence);
    } else {
      const kept = trimmed.slice(0, MAX_PLATE_TEXT_LENGTH);
      const known = unreadable.get(kept);
      if (!known) unreadable.set(kept, { text: kept, confidence });
      else known.confidence = Math.max(known.confidence, confidence);
    }
  }
  return {
    vendor,
    cameraRef,
    seenAt,
    candidates: byConfidence([...plates.values()]).slice(0, MAX_CANDIDATES),
    unreadable: byConfidence([...unreadable.values()])
      .slice(0, MAX_UNREADABLE)
      .map(({ text }) => text),
  };
}

/** A camera's id or name as its payload gives it: trimmed, null when blank. */
export function cameraRefOf(vendor: CameraVendor, text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > MAX_CAMERA_REF_LENGTH)
    throw new CameraPayloadError(vendor, 'malformed', `a camera id of ${trimmed.length} characters is no camera id`);
  return trimmed;
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|([+-])(\d{2}):?(\d{2}))?$/i;

/**
 * The instant an ISO 8601 time names (`2026-03-01T08:56:13+03:00`, `…Z`, `….606935Z`), or null
 * when the text is none. A time without its offset is read as UTC only where the vendor documents
 * its times as UTC (`zoneless: 'utc'`); otherwise it is null: a guessed zone would move the
 * entry by hours, while a null lets the gate take the time it heard of the event.
 */
export function cameraInstant(text: string, zoneless: 'utc' | 'unknown'): Date | null {
  const match = ISO_INSTANT.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone, sign, offsetHours, offsetMinutes] = match;
  if (!zone && zoneless === 'unknown') return null;
  const fields = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [y, mo, d, h, mi, s] = fields;
  const milliseconds = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi, s, milliseconds));
  const exists =
    local.getUTCFullYear() === y &&
    local.getUTCMonth() === mo - 1 &&
    local.getUTCDate() === d &&
    local.getUTCHours() === h &&
    local.getUTCMinutes() === mi &&
    local.getUTCSeconds() === s;
  if (!exists) return null;
  if (!sign) return local;
  const offset = Number(offsetHours) * 60 + Number(offsetMinutes);
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return null;
  return new Date(local.getTime() - (sign === '-' ? -offset : offset) * 60_000);
}
