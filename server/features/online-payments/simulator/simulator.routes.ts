import type { FastifyInstance } from 'fastify';
import type { MoyasarSimulator, PayerSource } from './moyasar-simulator';
import { SIMULATOR_PAGE_PATH, SIMULATOR_TOKENS_PATH, SIMULATOR_VERIFICATION_PATH } from './moyasar-simulator';
import { hostedPageHtml, type PageLanguage, verificationPageHtml } from './hosted-page';

const API_PREFIX = '/api';

const languageOf = (query: unknown): PageLanguage =>
  (query as { lang?: string } | undefined)?.lang === 'ar' ? 'ar' : 'en';

/** What the page's form sent, as the source a payer enters. */
function sourceOf(form: Record<string, string>): PayerSource | null {
  switch (form.type) {
    case 'creditcard': {
      const [month = '', year = ''] = (form.expiry ?? '').split('/').map((part) => part.trim());
      return { type: 'creditcard', name: form.name ?? '', number: form.number ?? '', month, year, cvc: form.cvc ?? '' };
    }
    case 'applepay':
      return { type: 'applepay' };
    case 'stcpay':
      return { type: 'stcpay', mobile: (form.mobile ?? '').replace(/\s/g, ''), otp: (form.otp ?? '').trim() };
    default:
      return null;
  }
}

/**
 * The simulator's hosted pages, served by this server while PAYMENT_GATEWAY=simulator: browser
 * pages, not API calls, so they are plain routes answering HTML and redirects.
 */
export function simulatorRoutes(simulator: MoyasarSimulator) {
  const path = SIMULATOR_PAGE_PATH.slice(API_PREFIX.length);
  const verificationPath = SIMULATOR_VERIFICATION_PATH.slice(API_PREFIX.length);
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get<{ Params: { id: string } }>(`${path}/:id`, async (request, reply) => {
      const page = await simulator.page(request.params.id);
      if (!page) return reply.code(404).type('text/plain').send('Not found');
      const language = languageOf(request.query);
      const action = `${SIMULATOR_PAGE_PATH}/${page.invoice.id}?lang=${language}`;
      return reply.type('text/html; charset=utf-8').send(hostedPageHtml(page, language, action, null));
    });

    app.post<{ Params: { id: string }; Body: Record<string, string> }>(`${path}/:id`, async (request, reply) => {
      const source = sourceOf(request.body ?? {});
      const language = languageOf(request.query);
      const next = source ? await simulator.pay(request.params.id, source) : null;
      if (!next) return reply.code(404).type('text/plain').send('Not found');
      if ('returnTo' in next) return reply.redirect(next.returnTo, 303);
      const page = (await simulator.page(request.params.id))!;
      const action = `${SIMULATOR_PAGE_PATH}/${page.invoice.id}?lang=${language}`;
      return reply
        .code(page.closed ? 409 : 402)
        .type('text/html; charset=utf-8')
        .send(hostedPageHtml(page, language, action, page.closed ? null : next.declined));
    });

    // Moyasar's tokens API, which a browser calls itself with the publishable key.
    app.post<{ Body: Record<string, unknown> }>(
      SIMULATOR_TOKENS_PATH.slice(API_PREFIX.length),
      async (request, reply) => {
        const answer = await simulator.createToken(request.headers.authorization, request.body ?? {});
        return reply.code(answer.status).send(answer.body);
      },
    );

    app.get<{ Params: { id: string } }>(`${verificationPath}/:id`, async (request, reply) => {
      const token = await simulator.findToken(request.params.id);
      if (token?.status !== 'initiated') return reply.code(404).type('text/plain').send('Not found');
      const language = languageOf(request.query);
      const action = `${SIMULATOR_VERIFICATION_PATH}/${token.id}?lang=${language}`;
      const card = { brand: token.brand, lastFour: token.number.slice(-4) };
      return reply.type('text/html; charset=utf-8').send(verificationPageHtml(card, language, action));
    });

    app.post<{ Params: { id: string }; Body: Record<string, string> }>(
      `${verificationPath}/:id`,
      async (request, reply) => {
        const next = await simulator.verifyToken(request.params.id, request.body?.passed === 'true');
        if (!next) return reply.code(404).type('text/plain').send('Not found');
        return reply.redirect(next, 303);
      },
    );
  };
}
