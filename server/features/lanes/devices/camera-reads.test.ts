import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CameraPayloadError,
  MAX_CANDIDATES,
  MAX_UNREADABLE,
  readHikvisionAnprEvent,
  readPlateRecognizerWebhook,
  type CameraPayloadProblem,
} from './camera-reads';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const recorded = (name: string): unknown => JSON.parse(fixture(name));

/** The error a read throws, for its kind and message. */
function refusal(read: () => unknown): CameraPayloadError {
  try {
    read();
  } catch (error) {
    if (error instanceof CameraPayloadError) return error;
    throw error;
  }
  throw new Error('the payload was read, not refused');
}

function expectRefused(read: () => unknown, problem: CameraPayloadProblem, message: RegExp) {
  const error = refusal(read);
  expect(error.problem).toBe(problem);
  expect(error.message).toMatch(message);
}

/** A Plate Recognizer webhook with these results, as its Snapshot sends it. */
const webhook = (results: unknown[], data: Record<string, unknown> = {}) => ({
  hook: { target: 'https://parking.example/', id: 1, event: 'image.done' },
  data: { timestamp: '2026-03-01T05:58:02Z', camera_id: 'lane-1', results, ...data },
});

/** A Hikvision ANPR event around this ANPR block, in its XML form. */
const anprXml = (anpr: string, alert = '<dateTime>2026-03-01T08:00:00+03:00</dateTime>') =>
  `<?xml version="1.0" encoding="UTF-8"?>
<EventNotificationAlert version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">
<ipAddress>10.20.0.31</ipAddress><channelID>1</channelID>${alert}
<eventType>ANPR</eventType><eventState>active</eventState><eventDescription>ANPR</eventDescription>
<ANPR>${anpr}</ANPR>
</EventNotificationAlert>`;

describe('Plate Recognizer webhook', () => {
  it('reads a Stream recognition: its reading, its unscored candidates after it, and what is no plate', () => {
    expect(readPlateRecognizerWebhook(recorded('plate-recognizer-stream.json'))).toEqual({
      vendor: 'plate-recognizer',
      cameraRef: 'entry-north',
      seenAt: new Date('2026-03-01T05:56:13.606Z'),
      candidates: [
        { plate: { letters: 'ABJ', number: '1234' }, confidence: 0.903 },
        { plate: { letters: 'ABJ', number: '1284' }, confidence: 0 },
      ],
      unreadable: ['l234abj'],
    });
  });

  it('reads a Snapshot webhook: a plate read letters first and digits first is one candidate at its best score', () => {
    expect(readPlateRecognizerWebhook(recorded('plate-recognizer-snapshot.json'))).toEqual({
      vendor: 'plate-recognizer',
      cameraRef: 'exit-south',
      seenAt: new Date('2026-03-01T05:58:02.113Z'),
      candidates: [
        { plate: { letters: 'ABJ', number: '1234' }, confidence: 0.871 },
        { plate: { letters: 'ABJ', number: '1284' }, confidence: 0.802 },
        { plate: { letters: 'ABJX', number: '1234' }, confidence: 0.41 },
      ],
      unreadable: ['ksa'],
    });
  });

  it('reads texts in either order, case and script as the product reads a typed plate', () => {
    const read = readPlateRecognizerWebhook(
      webhook([
        { plate: 'abj1234', score: 0.5 },
        { plate: '0777ABJ', score: 0.6 },
        { plate: 'ح ب ا ١٢٣٤', score: 0.7 },
        { plate: '0000abj', score: 0.9 },
      ]),
    );
    expect(read.candidates).toEqual([
      { plate: { letters: 'ABJ', number: '1234' }, confidence: 0.7 },
      { plate: { letters: 'ABJ', number: '777' }, confidence: 0.6 },
    ]);
    expect(read.unreadable).toEqual(['0000abj']);
  });

  it('keeps the camera order between equal confidences and the unreadable texts best first', () => {
    const read = readPlateRecognizerWebhook(
      webhook([
        { plate: '22dd', score: 0.5 },
        { plate: '11aa', score: 0.5 },
        { plate: 'no-plate', score: 0.2 },
        { plate: 'abc', score: 0.8 },
      ]),
    );
    expect(read.candidates.map(({ plate }) => plate.letters + plate.number)).toEqual(['DD22', 'AA11']);
    expect(read.unreadable).toEqual(['abc', 'no-plate']);
  });

  it('reads a time without an offset as UTC, as the vendor documents its times, and no time as null', () => {
    const at = (timestamp: unknown) => readPlateRecognizerWebhook(webhook([], { timestamp })).seenAt;
    expect(at('2026-03-01T05:58:02')).toEqual(new Date('2026-03-01T05:58:02Z'));
    expect(at('2026-03-01T08:58:02+03:00')).toEqual(new Date('2026-03-01T05:58:02Z'));
    expect(at('yesterday')).toBeNull();
    expect(at('2026-02-30T05:58:02Z')).toBeNull();
    expect(at(undefined)).toBeNull();
    expect(readPlateRecognizerWebhook(webhook([], { camera_id: null })).cameraRef).toBeNull();
    expect(readPlateRecognizerWebhook(webhook([], { camera_id: 7 })).cameraRef).toBe('7');
  });

  it('reads a result without a plate (a vehicle found with none) as no text', () => {
    const read = readPlateRecognizerWebhook(webhook([{ plate: null, score: null }]));
    expect([read.candidates, read.unreadable]).toEqual([[], []]);
  });

  it.each([
    ['no object', null, /body must be a JSON object/],
    ['a list', [], /body must be a JSON object/],
    ['no data', { hook: { event: 'recognition' } }, /data\.results, a list/],
    ['results not a list', { data: { results: {} } }, /data\.results, a list/],
    ['a result not an object', webhook(['1234abj']), /data\.results\[0\] must be an object/],
    ['a plate not text', webhook([{ plate: 1234, score: 0.9 }]), /data\.results\[0\]\.plate must be text/],
    ['a score over 1', webhook([{ plate: '1234abj', score: 1.7 }]), /results\[0\]\.score must be a confidence/],
    ['no score', webhook([{ plate: '1234abj' }]), /results\[0\]\.score must be a confidence/],
    [
      'a candidate score as text',
      webhook([{ plate: '1234abj', score: 0.9, candidates: [{ plate: '1234abj', score: 'high' }] }]),
      /candidates\[0\]\.score must be a confidence/,
    ],
    [
      'candidates not a list',
      webhook([{ plate: '1234abj', score: 0.9, candidates: 'x' }]),
      /candidates must be a list/,
    ],
    ['a camera id object', webhook([], { camera_id: { id: 1 } }), /camera_id must be text/],
    ['a camera id of a page', webhook([], { camera_id: 'x'.repeat(500) }), /500 characters is no camera id/],
  ])('refuses %s as not its format', (_case, payload, message) => {
    expectRefused(() => readPlateRecognizerWebhook(payload), 'malformed', message);
  });

  it('tells a webhook of another event from a malformed one', () => {
    expectRefused(
      () => readPlateRecognizerWebhook({ hook: { event: 'heartbeat' }, data: { camera_id: 'lane-1' } }),
      'not-a-read',
      /"heartbeat" webhook carries no plate read/,
    );
  });

  it('reads the first results and candidates of a payload of 10,000 and leaves the rest unlooked at', () => {
    const candidates = Array.from({ length: 10_000 }, (_, index) => ({
      plate: `${1000 + (index % 9000)}abj`,
      score: 0.5,
    }));
    candidates[5_000] = { plate: 'never looked at', score: Number.NaN };
    const results: unknown[] = Array.from({ length: 10_000 }, (_, index) => ({
      plate: `${index + 1}dd`,
      score: index === 0 ? 0.9 : 0.4,
      candidates,
    }));
    results[5_000] = 'never looked at';
    const read = readPlateRecognizerWebhook(webhook(results));
    expect(read.candidates).toHaveLength(MAX_CANDIDATES);
    expect(read.candidates[0]).toEqual({ plate: { letters: 'DD', number: '1' }, confidence: 0.9 });
  });

  it('keeps at most a few unreadable texts, each cut to a plate text length', () => {
    const results = Array.from({ length: 10 }, (_, index) => ({ plate: `${index}${'x'.repeat(100_000)}`, score: 0.3 }));
    const { unreadable } = readPlateRecognizerWebhook(webhook([...results, { plate: 'abc', score: 0.2 }]));
    expect(unreadable).toHaveLength(MAX_UNREADABLE);
    expect(unreadable[0]).toBe(`0${'x'.repeat(31)}`);
    expect(unreadable).not.toContain('abc');
  });

  it('reads a payload whose other fields nest 10,000 deep, not walking them', () => {
    let vehicle: Record<string, unknown> = {};
    for (let level = 0; level < 10_000; level++) vehicle = { box: vehicle };
    const read = readPlateRecognizerWebhook(webhook([{ plate: '1234abj', score: 0.9, vehicle }]));
    expect(read.candidates).toEqual([{ plate: { letters: 'ABJ', number: '1234' }, confidence: 0.9 }]);
  });
});

describe('Hikvision ANPR event', () => {
  it('reads the XML event: the device and channel, its time with its offset, and 0-100 as 0..1', () => {
    expect(readHikvisionAnprEvent(fixture('hikvision-anpr.xml'))).toEqual({
      vendor: 'hikvision',
      cameraRef: '10.20.0.31/1',
      seenAt: new Date('2026-03-01T05:56:13Z'),
      candidates: [{ plate: { letters: 'ABJ', number: '1234' }, confidence: 0.93 }],
      unreadable: [],
    });
  });

  it('reads a plate sent in Arabic letters and digits as the same plate, under the device id and its IP channel', () => {
    expect(readHikvisionAnprEvent(fixture('hikvision-anpr-arabic.xml'))).toEqual({
      vendor: 'hikvision',
      cameraRef: 'exit-south-nvr/3',
      seenAt: new Date('2026-03-01T06:02:47.118Z'),
      candidates: [{ plate: { letters: 'ABJ', number: '1234' }, confidence: 0.88 }],
      unreadable: [],
    });
  });

  it('reads the JSON event, keeping a text with a letter no plate has (ج) for a person', () => {
    expect(readHikvisionAnprEvent(fixture('hikvision-anpr.json'))).toEqual({
      vendor: 'hikvision',
      cameraRef: '10.20.0.55/1',
      seenAt: new Date('2026-03-01T06:15:30Z'),
      candidates: [],
      unreadable: ['ج ب ا ٥٦٧'],
    });
  });

  it('reads the confidence scale from 0 to 100 and refuses anything else', () => {
    const confidence = (level: string) =>
      readHikvisionAnprEvent(anprXml(`<licensePlate>1234ABJ</licensePlate><confidenceLevel>${level}</confidenceLevel>`))
        .candidates[0]!.confidence;
    expect([confidence('0'), confidence(' 57 '), confidence('100')]).toEqual([0, 0.57, 1]);
    for (const level of ['101', '93.5', '-1', 'high', ''])
      expectRefused(() => confidence(level), 'malformed', /confidenceLevel must be a whole number from 0 to 100/);
    expectRefused(
      () => readHikvisionAnprEvent(anprXml('<licensePlate>1234ABJ</licensePlate>')),
      'malformed',
      /confidenceLevel must be a whole number/,
    );
  });

  it('takes no time for a camera clock without an offset, rather than guess its zone', () => {
    const at = (dateTime: string) =>
      readHikvisionAnprEvent(
        anprXml(
          '<licensePlate>1234ABJ</licensePlate><confidenceLevel>90</confidenceLevel>',
          `<dateTime>${dateTime}</dateTime>`,
        ),
      ).seenAt;
    expect(at('2026-03-01T08:00:00')).toBeNull();
    expect(at('2026-03-01T08:00:00+0300')).toEqual(new Date('2026-03-01T05:00:00Z'));
    expect(at('not a time')).toBeNull();
  });

  it('reads an event with an empty plate as no text, and one naming no device as no camera', () => {
    const read = readHikvisionAnprEvent(
      '<EventNotificationAlert><eventType>ANPR</eventType><ANPR><licensePlate/><confidenceLevel>0</confidenceLevel></ANPR></EventNotificationAlert>',
    );
    expect(read).toEqual({ vendor: 'hikvision', cameraRef: null, seenAt: null, candidates: [], unreadable: [] });
  });

  it('tells a heartbeat or another event from a malformed one', () => {
    const heartbeat = `<EventNotificationAlert version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">
<ipAddress>10.20.0.31</ipAddress><dateTime>2026-03-01T08:00:00+03:00</dateTime><activePostCount>0</activePostCount>
<eventType>videoloss</eventType><eventState>inactive</eventState><eventDescription>videoloss alarm</eventDescription>
</EventNotificationAlert>`;
    expectRefused(() => readHikvisionAnprEvent(heartbeat), 'not-a-read', /"videoloss" event carries no plate read/);
    const inactive = anprXml('<licensePlate>1234ABJ</licensePlate><confidenceLevel>90</confidenceLevel>').replace(
      '<eventState>active',
      '<eventState>inactive',
    );
    expectRefused(() => readHikvisionAnprEvent(inactive), 'not-a-read', /inactive ANPR event/);
  });

  it.each([
    ['text that is neither XML nor JSON', 'plate=1234ABJ', /must be XML or JSON/],
    [
      'XML that is not well-formed',
      '<EventNotificationAlert><eventType>ANPR</EventNotificationAlert>',
      /not well-formed XML/,
    ],
    [
      'another root element',
      '<Metadata><eventType>ANPR</eventType></Metadata>',
      /root element must be EventNotificationAlert, not Metadata/,
    ],
    ['no event type', '<EventNotificationAlert><ANPR/></EventNotificationAlert>', /no eventType/],
    [
      'an ANPR event without its block',
      '<EventNotificationAlert><eventType>ANPR</eventType></EventNotificationAlert>',
      /carry its ANPR block/,
    ],
    ['no plate', anprXml('<confidenceLevel>90</confidenceLevel>'), /licensePlate is missing/],
    ['JSON that is not JSON', '{"eventType": "ANPR",', /not JSON/],
    ['a JSON event without its block', '{"eventType": "ANPR", "ANPR": "1234ABJ"}', /carry its ANPR block/],
    [
      'a document type (an entity to expand)',
      '<!DOCTYPE a [<!ENTITY x "1234ABJ">]><EventNotificationAlert><eventType>ANPR</eventType><ANPR><licensePlate>&x;</licensePlate></ANPR></EventNotificationAlert>',
      /no document type declaration/,
    ],
  ])('refuses %s', (_case, event, message) => {
    expectRefused(() => readHikvisionAnprEvent(event), 'malformed', message);
  });

  it('refuses an event longer than any ANPR event before parsing it', () => {
    const deep = '<a>'.repeat(100_000) + '</a>'.repeat(100_000);
    expectRefused(
      () =>
        readHikvisionAnprEvent(
          anprXml(`<licensePlate>1234ABJ</licensePlate><confidenceLevel>90</confidenceLevel>${deep}`),
        ),
      'malformed',
      /longer than any ANPR event \(32768\)/,
    );
  });

  it('reads an event nesting its other fields as deep as its length allows, in XML and in JSON', () => {
    const levels = 2_000;
    const xml = anprXml(
      `<licensePlate>1234ABJ</licensePlate><confidenceLevel>90</confidenceLevel>${'<v>'.repeat(levels)}${'</v>'.repeat(levels)}`,
    );
    expect(readHikvisionAnprEvent(xml).candidates).toEqual([
      { plate: { letters: 'ABJ', number: '1234' }, confidence: 0.9 },
    ]);
    const json = `{"eventType":"ANPR","vehicle":${'['.repeat(10_000)}${']'.repeat(10_000)},"ANPR":{"licensePlate":"1234ABJ","confidenceLevel":90}}`;
    expect(readHikvisionAnprEvent(json).candidates).toEqual([
      { plate: { letters: 'ABJ', number: '1234' }, confidence: 0.9 },
    ]);
  });
});
