/** The part of JSON Schema (OpenAPI 3.0 and 3.1 dialects) the fuzzer reads. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  contentMediaType?: string;
};

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type RawOperation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: {
    schemas?: Record<string, Schema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, RawOperation['requestBody']>;
    securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
  security?: Record<string, string[]>[];
};

export type Field = { name: string; required: boolean; schema: Schema };

/** One operation of the document, with every `$ref` resolved. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/api/posts/{id}`. */
  path: string;
  label: string;
  pathParams: Field[];
  queryParams: Field[];
  /** Each content type the operation reads, with its schema (JSON, multipart, form). */
  bodies: { contentType: string; schema: Schema; required: boolean }[];
  /** The security schemes any of which opens it (`session`, `apiKey`…); none for a public one. */
  security: string[];
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Resolves a local `$ref` (`#/components/schemas/Post`) of the document. */
export function resolver(document: OpenApiDocument) {
  const lookup = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`only local references are read: ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
  };
  return function resolve<T extends { $ref?: string }>(node: T): T {
    let current = node;
    for (let hops = 0; current?.$ref; hops += 1) {
      if (hops > 32) throw new Error(`reference loop at ${node.$ref}`);
      current = lookup(current.$ref) as T;
    }
    return current;
  };
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item as { parameters?: Parameter[] }).parameters ?? [];
    for (const method of methods) {
      const raw = item[method];
      if (!raw) continue;
      const parameters = [...shared, ...(raw.parameters ?? [])].map((parameter) => resolve(parameter));
      const field = (parameter: Parameter): Field => ({
        name: parameter.name,
        required: parameter.in === 'path' || parameter.required === true,
        schema: resolve(parameter.schema ?? {}),
      });
      const body = raw.requestBody ? resolve(raw.requestBody) : undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        label: `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map(field),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map(field),
        bodies: Object.entries(body?.content ?? {}).map(([contentType, media]) => ({
          contentType,
          schema: resolve(media.schema ?? {}),
          required: body?.required === true,
        })),
        security: (raw.security ?? document.security ?? []).flatMap((requirement) =>
          Object.keys(requirement),
        ),
      });
    }
  }
  return operations;
}
