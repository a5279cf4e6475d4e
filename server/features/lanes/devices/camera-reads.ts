/**
 * Lane cameras' payloads as one plate read: the shape the gate decides on, and one adapter per
 * vendor. docs/lanes.md ("Camera formats") says what each format is read for.
 */
export {
  CameraPayloadError,
  MAX_CANDIDATES,
  MAX_UNREADABLE,
  type CameraPayloadProblem,
  type CameraRead,
  type CameraVendor,
  type PlateCandidate,
} from './camera-read';
export { readHikvisionAnprEvent } from './hikvision-anpr';
export { readPlateRecognizerWebhook } from './plate-recognizer';
