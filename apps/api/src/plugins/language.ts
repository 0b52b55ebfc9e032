import type { Language } from '@ladder/shared/constants';
import { pickLanguage } from '@ladder/shared/i18n/translate';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** en or vi, from Accept-Language: the language of every sentence in the answer. */
    language: Language;
  }
}

export default fp(
  async (app) => {
    // Read on demand: most answers (a feed page) have no sentence to translate.
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return pickLanguage(this.headers['accept-language']);
      },
    });
  },
  { name: 'language' },
);
