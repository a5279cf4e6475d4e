import { DOMParser, type Element } from '@xmldom/xmldom';
import { MAX_ANPR_EVENT_LENGTH } from '../../../../domain/lane-devices';
import { CameraPayloadError, cameraInstant, cameraRead, cameraRefOf, type CameraRead } from './camera-read';

/**
 * Hikvision's ISAPI ANPR event, `EventNotificationAlert` with `eventType` ANPR, in its XML form
 * (the `anpr.xml` part a camera posts) or its JSON form (same names, docs/lanes.md). Read: the
 * device's id and channel, `dateTime`, and `ANPR/licensePlate` with `ANPR/confidenceLevel`
 * (0 to 100). Everything else (pictures, vehicle, colour, direction) is not read.
 */

/** The event's fields as text, by name: the alert's own, or its ANPR block's. */
type Fields = (name: string) => string | undefined;

interface Alert {
  field: Fields;
  anpr: Fields | undefined;
}

function refuse(message: string, problem: 'malformed' | 'not-a-read' = 'malformed'): never {
  throw new CameraPayloadError('hikvision', problem, message);
}

const ELEMENT = 1;

function childElement(parent: Element, localName: string): Element | undefined {
  for (let child = parent.firstChild; child; child = child.nextSibling)
    if (child.nodeType === ELEMENT && (child as Element).localName === localName) return child as Element;
  return undefined;
}

function elementFields(element: Element): Fields {
  return (name) => childElement(element, name)?.textContent ?? undefined;
}

function alertOfXml(xml: string): Alert {
  // No ANPR event declares a document type; refusing one leaves no entity to expand.
  if (/<!DOCTYPE/i.test(xml)) refuse('an ANPR event carries no document type declaration');
  let problem: string | undefined;
  let root: Element | null = null;
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level === 'warning') return;
        problem ??= message;
        throw new Error(message);
      },
    }).parseFromString(xml, 'text/xml').documentElement;
  } catch (error) {
    refuse(`not well-formed XML: ${problem ?? (error as Error).message}`);
  }
  if (!root || root.localName !== 'EventNotificationAlert')
    refuse(`the root element must be EventNotificationAlert, not ${root?.localName ?? 'none'}`);
  const anpr = childElement(root, 'ANPR');
  return { field: elementFields(root), anpr: anpr && elementFields(anpr) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function objectFields(object: Record<string, unknown>): Fields {
  return (name) => {
    const value = object[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return undefined;
  };
}

function alertOfJson(json: string): Alert {
  let alert: unknown;
  try {
    alert = JSON.parse(json);
  } catch (error) {
    refuse(`not JSON: ${(error as Error).message}`);
  }
  if (!isObject(alert)) refuse('the event must be a JSON object');
  return { field: objectFields(alert), anpr: isObject(alert.ANPR) ? objectFields(alert.ANPR) : undefined };
}

/** 0 to 100 as Hikvision gives it, as 0..1. */
function confidenceOf(text: string | undefined): number {
  const level = text?.trim() ?? '';
  if (!/^\d{1,3}$/.test(level) || Number(level) > 100)
    refuse('ANPR/confidenceLevel must be a whole number from 0 to 100');
  return Number(level) / 100;
}

/**
 * The device as the event names it (its `deviceID`, else its address), with the channel when it
 * names one: an NVR posts every camera's reads under its own address, told apart by channel, and
 * `dynChannelID` is the channel of an NVR's IP camera.
 */
function cameraRefOfAlert(field: Fields): string | null {
  const present = (name: string) => field(name)?.trim() || undefined;
  const device = present('deviceID') ?? present('ipAddress') ?? present('ipv6Address') ?? present('macAddress');
  const channel = present('dynChannelID') ?? present('channelID');
  return cameraRefOf('hikvision', device && channel ? `${device}/${channel}` : (device ?? null));
}

/** A Hikvision ANPR event (XML or JSON text) as a camera read. */
export function readHikvisionAnprEvent(xmlOrJson: string): CameraRead {
  if (typeof xmlOrJson !== 'string') refuse('the event must be text');
  if (xmlOrJson.length > MAX_ANPR_EVENT_LENGTH)
    refuse(`an event of ${xmlOrJson.length} characters is longer than any ANPR event (${MAX_ANPR_EVENT_LENGTH})`);
  const text = xmlOrJson.replace(/^\uFEFF/, '').trimStart();
  const alert = text.startsWith('<') ? alertOfXml(text) : text.startsWith('{') ? alertOfJson(text) : undefined;
  if (!alert) refuse('the event must be XML or JSON');
  const eventType = alert.field('eventType')?.trim();
  if (!eventType) refuse('the event has no eventType');
  if (eventType !== 'ANPR') refuse(`a "${eventType.slice(0, 40)}" event carries no plate read`, 'not-a-read');
  // Hikvision marks an event it no longer holds valid (and its heartbeats) inactive.
  if (alert.field('eventState')?.trim() === 'inactive')
    refuse('an inactive ANPR event carries no plate read', 'not-a-read');
  if (!alert.anpr) refuse('an ANPR event must carry its ANPR block');
  const licensePlate = alert.anpr('licensePlate');
  if (licensePlate === undefined) refuse('ANPR/licensePlate is missing');
  const confidence = confidenceOf(alert.anpr('confidenceLevel'));
  const dateTime = alert.field('dateTime');
  const seenAt = dateTime === undefined ? null : cameraInstant(dateTime, 'unknown');
  return cameraRead('hikvision', cameraRefOfAlert(alert.field), seenAt, [{ text: licensePlate, confidence }]);
}
