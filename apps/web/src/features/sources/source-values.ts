import type { FormErrors } from '@mantine/form';
import {
  type Source,
  type SourceInput,
  type SourceType,
  sourceAddressProblem,
  sourceInput,
} from '@pagewise/shared/sources/source';
import { schemaErrors } from '../../lib/form-errors.ts';

/** What the source dialog holds, from opening to Save. */
export interface SourceValues {
  name: string;
  type: SourceType;
  url: string;
  logoUrl: string;
  evergreen: boolean;
  /** The connected Twitter page that reads a `twitter` source; '' when none is chosen. */
  pageId: string;
}

export function emptySource(): SourceValues {
  return { name: '', type: 'rss', url: '', logoUrl: '', evergreen: false, pageId: '' };
}

export function valuesOf(source: Source): SourceValues {
  return {
    name: source.name,
    type: source.type,
    url: source.url,
    logoUrl: source.logoUrl ?? '',
    evergreen: source.evergreen,
    pageId: source.pageId ?? '',
  };
}

/** The request: a page only for a Twitter source, which is the only type read through one. */
export function toSourceInput(values: SourceValues): SourceInput {
  return {
    name: values.name,
    type: values.type,
    url: values.url,
    logoUrl: values.logoUrl,
    evergreen: values.evergreen,
    pageId: values.type === 'twitter' ? values.pageId || null : null,
  };
}

/**
 * The shared schema's verdict on every field. Its checks across fields (the address for the
 * type, the Twitter page) only run once the rest is valid, so they run here too: every problem
 * shows at once, whatever the user fixes first.
 */
export function sourceErrors(values: SourceValues): FormErrors {
  const input = toSourceInput(values);
  const crossField: FormErrors = {};
  if (values.url.trim()) {
    const problem = sourceAddressProblem(values.type, values.url);
    if (problem) crossField.url = problem;
  }
  if (values.type === 'twitter' && !values.pageId) crossField.pageId = 'validation.required';
  return { ...crossField, ...schemaErrors(sourceInput, input) };
}
