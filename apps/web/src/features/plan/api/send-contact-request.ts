import type { ContactRequest } from '@pagewise/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** `POST /plan/contact`: the plan screen's request to be contacted (any role). */
export function useSendContactRequest() {
  return useMutation({
    mutationFn: (request: ContactRequest) => api<unknown>('POST', '/plan/contact', request),
  });
}
