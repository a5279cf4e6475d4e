import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The address people reach the app at, for the links in mail and messages (a renewal link, a
 * request to review): PUBLIC_BASE_URL (or PUBLIC_URL, its earlier name) when it is set; else the address a signed-in staff member's
 * request came to, which is the one they use; else this server's own port on localhost, which at
 * least leads to this server. An anonymous caller's request is never taken: its Host header is
 * the caller's to write, and would put the caller's address into mail sent to staff.
 */
export function publicUrlOf(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  staffRequest?: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  if (staffRequest) return `${staffRequest.protocol}://${staffRequest.host}`;
  return `http://localhost:${config.PORT}`;
}

/** What the start-up says when links in mail may lead nowhere. */
export function publicUrlWarning(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string | undefined {
  if (config.PUBLIC_URL) return undefined;
  return (
    `PUBLIC_BASE_URL is not set: links in mail lead to ${publicUrlOf(config)} (those staff send, to the address they ` +
    'use). Set PUBLIC_BASE_URL to the address people reach the app at.'
  );
}
