import type {} from '@fastify/multipart';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PER_POST, postSchema } from '@ladder/shared/schemas/posts';
import { privateUserSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { UploadsService } from './uploads.service';

export async function uploadsRoutes(app: FastifyInstance, options: { uploads: UploadsService }) {
  const { uploads } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'uploads');

  r.post(
    '/utils/upload-files',
    route('member', {
      summary:
        'Upload up to five photos or videos (5 MB each) to a post of yours (answer: the post), or one PNG/JPEG ' +
        'to users/{your id}/profile_photo or cover_photo (answer: you): multipart field "files"',
      consumes: ['multipart/form-data'],
      querystring: z.object({ path: z.string().max(200) }),
      response: { 200: z.union([postSchema, privateUserSchema]) },
    }),
    async (request) => {
      const actor = actorOf(request);
      const target = await uploads.authorize(actor, request.query.path);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const files: Buffer[] = [];
      try {
        // A photo target reads one file more than it accepts, to refuse a second one as "too many files".
        const maxFiles = target.kind === 'post' ? MAX_MEDIA_PER_POST : 2;
        for await (const part of request.files({ limits: { fileSize: MAX_MEDIA_BYTES, files: maxFiles } })) {
          files.push(await part.toBuffer());
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_BIG');
        if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_FILES');
        throw error;
      }
      if (target.kind === 'photo') return uploads.replacePhoto(actor, target.photo, files);
      return uploads.attachToPost(actor, target.postId, files);
    },
  );
}
