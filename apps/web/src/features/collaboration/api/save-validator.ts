import { type SaveValidatorRequest, type Validator, validator } from '@pagewise/shared/collaboration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { validatorsQueryKey } from './get-validators.ts';

export interface SaveValidatorValues {
  /** The validator to change; absent to add one. */
  id?: string;
  body: SaveValidatorRequest;
}

export async function saveValidator({ id, body }: SaveValidatorValues): Promise<Validator> {
  const answer = id
    ? await api<unknown>('PATCH', `/validators/${encodeURIComponent(id)}`, body)
    : await api<unknown>('POST', '/validators', body);
  return validator.parse(answer);
}

export function useSaveValidator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveValidator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: validatorsQueryKey }),
  });
}
