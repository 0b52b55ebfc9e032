import type { Language } from '@ladder/shared/constants';
import { pickLanguage } from '@ladder/shared/i18n/translate';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** en or vi, from Accept-Language: the language of every sentence in the answer. */
    language: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = pickLanguage(request.headers['accept-language']);
    });
  },
  { name: 'language' },
);
