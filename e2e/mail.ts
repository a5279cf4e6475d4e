import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { leafParts, type MimePart, parseMime } from '../server/test/smtp-sink';
import { journeyServer } from './server';

/** Every mail the product's server sent to `address` so far (by SMTP, to the journeys' sink), oldest first. */
export function mailsTo(address: string): MimePart[] {
  const { mailDir } = journeyServer();
  return readdirSync(mailDir)
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
    .map((file) => parseMime(readFileSync(path.join(mailDir, file), 'utf8')))
    .filter((mail) => mail.headers.to?.includes(address));
}

/** A mail's plain text. */
export const mailText = (mail: MimePart) =>
  leafParts(mail)
    .find((part) => part.headers['content-type']?.startsWith('text/plain'))!
    .body.toString('utf8');
