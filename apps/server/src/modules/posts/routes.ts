import {
  post,
  postHistory,
  postList,
  postStatusFilters,
  postTemplate,
  postTemplateList,
  reschedulePostRequest,
  savePostRequest,
  savePostTemplateRequest,
} from '@pagewise/shared/posts/post';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { idParams } from '../../platform/route-params.ts';
import { deletePost } from './delete-post.ts';
import { exportPosts } from './export-posts.ts';
import { readPost } from './find-post.ts';
import { listHistory } from './history.ts';
import { listPosts } from './list-posts.ts';
import { publishNow } from './publish-now.ts';
import { reschedulePost } from './reschedule-post.ts';
import { createPost, updatePost } from './save-post.ts';
import { createTemplate, deleteTemplate, listTemplates } from './templates.ts';
import { toPublicPosts } from './to-public-post.ts';

const statusQuery = z.enum(postStatusFilters, { error: 'validation.invalid' }).default('all');

export function postRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['posts'];

    app.get(
      '/posts',
      {
        config: { access: 'session', sharedReads: true, errors: ['forbidden'] },
        schema: {
          summary: 'List posts',
          operationId: 'listPosts',
          tags,
          querystring: z.object({
            status: statusQuery,
            pageId: z.string().max(100).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
            offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
          }),
          response: { 200: postList },
        },
      },
      async (request) => listPosts(context, authOf(request), request.query),
    );

    app.get(
      '/posts/export.csv',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Export posts as CSV',
          operationId: 'exportPosts',
          tags,
          querystring: z.object({ status: statusQuery }),
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const csv = await exportPosts(context, authOf(request), request.query.status);
        const day = context.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="posts-${day}.csv"`)
          .send(csv);
      },
    );

    app.post(
      '/posts',
      {
        config: { access: 'session', errors: ['forbidden', 'not_found', 'post_not_validated'] },
        schema: {
          summary: 'Write a post',
          operationId: 'createPost',
          tags,
          body: savePostRequest,
          response: { 201: post },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createPost(context, authOf(request), request.body)),
    );

    app.get(
      '/posts/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Read a post',
          operationId: 'getPost',
          tags,
          params: idParams,
          response: { 200: post },
        },
      },
      async (request) => {
        const row = await readPost(context, authOf(request), request.params.id);
        const [found] = await toPublicPosts(context, [row]);
        return found as z.infer<typeof post>;
      },
    );

    app.put(
      '/posts/:id',
      {
        config: {
          access: 'session',
          errors: ['forbidden', 'post_not_editable', 'post_already_posted', 'post_not_validated'],
        },
        schema: {
          summary: 'Change a post',
          operationId: 'updatePost',
          tags,
          params: idParams,
          body: savePostRequest,
          response: { 200: post },
        },
      },
      async (request) => updatePost(context, authOf(request), request.params.id, request.body),
    );

    app.post(
      '/posts/:id/publish-now',
      {
        config: { access: 'session', errors: ['forbidden', 'post_not_editable', 'post_not_validated'] },
        schema: {
          summary: 'Publish a post now',
          operationId: 'publishPostNow',
          tags,
          params: idParams,
          response: { 200: post },
        },
      },
      async (request) => publishNow(context, authOf(request), request.params.id),
    );

    app.patch(
      '/posts/:id/schedule',
      {
        config: { access: 'session', errors: ['forbidden', 'post_not_editable'] },
        schema: {
          summary: 'Move a post to another time',
          operationId: 'reschedulePost',
          tags,
          params: idParams,
          body: reschedulePostRequest,
          response: { 200: post },
        },
      },
      async (request) => reschedulePost(context, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/posts/:id',
      {
        config: { access: 'session', errors: ['forbidden', 'post_not_editable'] },
        schema: {
          summary: 'Delete a post',
          operationId: 'deletePost',
          tags,
          params: idParams,
          response: { 200: post, 204: z.null() },
        },
      },
      async (request, reply) => {
        const left = await deletePost(context, authOf(request), request.params.id);
        return left ? reply.send(left) : reply.code(204).send(null);
      },
    );

    app.get(
      '/posts/:id/history',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: "Read a post's history",
          operationId: 'getPostHistory',
          tags,
          params: idParams,
          response: { 200: postHistory },
        },
      },
      async (request) => {
        const row = await readPost(context, authOf(request), request.params.id);
        return listHistory(context, row.id);
      },
    );

    app.get(
      '/post-templates',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'List post templates',
          operationId: 'listPostTemplates',
          tags,
          response: { 200: postTemplateList },
        },
      },
      async (request) => listTemplates(context, authOf(request)),
    );

    app.post(
      '/post-templates',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Save a post template',
          operationId: 'createPostTemplate',
          tags,
          body: savePostTemplateRequest,
          response: { 201: postTemplate },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createTemplate(context, authOf(request), request.body)),
    );

    app.delete(
      '/post-templates/:id',
      {
        config: { access: 'session', errors: ['forbidden'] },
        schema: {
          summary: 'Delete a post template',
          operationId: 'deletePostTemplate',
          tags,
          params: idParams,
        },
      },
      async (request, reply) => {
        await deleteTemplate(context, authOf(request), request.params.id);
        return reply.code(204).send();
      },
    );
  };
}
