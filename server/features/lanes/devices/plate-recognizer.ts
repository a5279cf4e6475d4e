import {
  CameraPayloadError,
  cameraInstant,
  cameraRead,
  cameraRefOf,
  type CameraRead,
  type CameraText,
} from './camera-read';

/**
 * Plate Recognizer's webhook (Stream and Snapshot send the same body, docs/lanes.md):
 * `{ hook: { event }, data: { camera_id, timestamp, results: [{ plate, score, candidates: [{ plate, score? }] }] } }`.
 * Everything else it carries (boxes, region, vehicle, make and model) is not read.
 */

/**
 * The first this many results, and candidates in each, are read; the rest are not looked at. A
 * result is one plate in the frame (a lane camera frames one car, sometimes the next in the
 * queue), and its candidates are the reader's top guesses, best first.
 */
export const MAX_RESULTS_READ = 10;
export const MAX_CANDIDATES_READ_PER_RESULT = 10;

/** The events whose body carries recognition results: Stream's and Snapshot's. */
const READ_EVENTS = new Set(['recognition', 'image.done']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function refuse(message: string, problem: 'malformed' | 'not-a-read' = 'malformed'): never {
  throw new CameraPayloadError('plate-recognizer', problem, message);
}

function confidenceOf(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1)
    refuse(`${where}.score must be a confidence between 0 and 1`);
  return value;
}

function plateTextOf(value: unknown, where: string): string {
  if (typeof value !== 'string') refuse(`${where}.plate must be text`);
  return value;
}

/**
 * A result's own reading and its candidates. Stream lists candidates without a score of their
 * own: the first is the result's reading (the documentation says so), the others are taken at 0,
 * kept after every scored reading for a person to see, never ranked above one. A result without a
 * plate (a vehicle found with none, in the "vehicle" detection mode) has no text to read.
 */
function textsOfResult(result: unknown, index: number): CameraText[] {
  const where = `data.results[${index}]`;
  if (!isObject(result)) refuse(`${where} must be an object`);
  if (result.plate === undefined || result.plate === null) return [];
  const texts: CameraText[] = [
    { text: plateTextOf(result.plate, where), confidence: confidenceOf(result.score, where) },
  ];
  if (result.candidates === undefined || result.candidates === null) return texts;
  if (!Array.isArray(result.candidates)) refuse(`${where}.candidates must be a list`);
  result.candidates.slice(0, MAX_CANDIDATES_READ_PER_RESULT).forEach((candidate: unknown, position) => {
    const at = `${where}.candidates[${position}]`;
    if (!isObject(candidate)) refuse(`${at} must be an object`);
    const confidence = candidate.score === undefined ? 0 : confidenceOf(candidate.score, at);
    texts.push({ text: plateTextOf(candidate.plate, at), confidence });
  });
  return texts;
}

function cameraIdOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') refuse('data.camera_id must be text');
  return cameraRefOf('plate-recognizer', value);
}

/** A Plate Recognizer webhook body (parsed JSON; Stream sends it in the form field `json`) as a camera read. */
export function readPlateRecognizerWebhook(payload: unknown): CameraRead {
  if (!isObject(payload)) refuse('the webhook body must be a JSON object');
  const event = isObject(payload.hook) ? payload.hook.event : undefined;
  const data = payload.data;
  if (!isObject(data) || !Array.isArray(data.results)) {
    if (typeof event === 'string' && !READ_EVENTS.has(event))
      refuse(`a "${event.slice(0, 40)}" webhook carries no plate read`, 'not-a-read');
    refuse('the webhook body must carry data.results, a list');
  }
  const texts = data.results.slice(0, MAX_RESULTS_READ).flatMap(textsOfResult);
  // Plate Recognizer documents its timestamps as UTC, so one without an offset is read as UTC.
  const seenAt = typeof data.timestamp === 'string' ? cameraInstant(data.timestamp, 'utc') : null;
  return cameraRead('plate-recognizer', cameraIdOf(data.camera_id), seenAt, texts);
}
