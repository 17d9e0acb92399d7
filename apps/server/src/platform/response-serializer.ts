import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<ZodType>>[0];

/**
 * Writes an answer from the JSON Schema of its zod response schema, with fast-json-stringify:
 * only the properties the schema names are written, so a row's other columns never reach the
 * client, as with zod; but where zod walks and copies every value before `JSON.stringify` walks it
 * again, this writes the text in one pass (bench/README.md: the posts list's 40 drafts in a third
 * of the time). A schema JSON Schema cannot express (a transform, a custom check) keeps zod's
 * serializer.
 *
 * Compiled on a route's first answer, not at start: start-up is on the clock.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

function compile(route: RouteSchema): Serialize {
  try {
    const schema = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(schema as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return zodSerializerCompiler(route) as Serialize;
  }
}
