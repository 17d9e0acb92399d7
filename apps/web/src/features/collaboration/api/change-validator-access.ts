import { type Validator, validator } from '@pagewise/shared/collaboration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { validatorsQueryKey } from './get-validators.ts';

/**
 * What an administrator does to a validator's access: a new link (the old one stops working),
 * revoke the link (the validator keeps their name and pages, without access), or delete them.
 */
export type ValidatorAccessChange = 'newLink' | 'revokeLink' | 'delete';

export async function changeValidatorAccess(
  id: string,
  change: ValidatorAccessChange,
): Promise<Validator | null> {
  const path = `/validators/${encodeURIComponent(id)}`;
  switch (change) {
    case 'newLink':
      return validator.parse(await api<unknown>('POST', `${path}/link`));
    case 'revokeLink':
      return validator.parse(await api<unknown>('DELETE', `${path}/link`));
    case 'delete':
      await api<void>('DELETE', path);
      return null;
  }
}

export function useChangeValidatorAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ValidatorAccessChange }) =>
      changeValidatorAccess(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: validatorsQueryKey }),
  });
}
