import { invalidRequest } from './errors.ts';

/**
 * Stripe's form encoding (`customer=cus_1&items[0][price]=price_1&expand[0]=latest_invoice`), as the
 * SDK sends it in bodies and query strings, read into nested objects and arrays of strings.
 */
export type Param = string | Param[] | Params;
export type Params = { [name: string]: Param };

export function parseParams(search: URLSearchParams): Params {
  const root: Params = {};
  for (const [key, value] of search) {
    const [head = key, ...rest] = key
      .split('[')
      .map((part, index) => (index ? part.replace(/]$/, '') : part));
    let node = root;
    let name = head;
    for (const segment of rest) {
      const child = node[name];
      const next: Params = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
      node[name] = next;
      node = next;
      // `expand[]=a&expand[]=b` appends, as `expand[0]=a&expand[1]=b` does.
      name = segment === '' ? String(Object.keys(next).length) : segment;
    }
    node[name] = value;
  }
  return arrays(root) as Params;
}

/** Objects whose keys are all indexes become arrays, in index order. */
function arrays(value: Param): Param {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = arrays(value[key] as Param);
  if (keys.length && keys.every((key) => /^\d+$/.test(key)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key] as Param);
  return value;
}

export function text(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return value;
}

export function requiredText(params: Params, name: string): string {
  const value = text(params, name);
  if (!value) throw invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
  return value;
}

export function integer(params: Params, name: string): number | undefined {
  const value = text(params, name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, name);
  return Number(value);
}

export function boolean(params: Params, name: string): boolean | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === 'true';
}

export function hash(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid hash`, name);
  return value;
}

export function list(params: Params, name: string): Param[] {
  const value = params[name];
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, name);
  return value;
}

export function texts(params: Params, name: string): string[] {
  return list(params, name).map((value) => {
    if (typeof value !== 'string') throw invalidRequest(`Invalid array`, name);
    return value;
  });
}

/** Stripe refuses a parameter it does not know; the fake does too, so the product's mistakes show. */
export function allowOnly(params: Params, names: readonly string[]) {
  for (const name of Object.keys(params)) {
    if (!names.includes(name))
      throw invalidRequest(
        `Received unknown parameter: ${name} (Stripe may know it: the fake does not support it)`,
        name,
        'parameter_unknown',
      );
  }
}

/** `metadata[key]=value` merged into the current metadata; an empty value removes the key. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const given = params.metadata;
  if (given === undefined) return current;
  if (given === '') return {};
  if (typeof given !== 'object' || Array.isArray(given)) throw invalidRequest('Invalid hash', 'metadata');
  const merged = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== 'string') throw invalidRequest('Invalid hash', `metadata[${key}]`);
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
