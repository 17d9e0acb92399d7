import { type Validator, validatorList } from '@pagewise/shared/collaboration';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const validatorsQueryKey = ['validators'] as const;

export async function getValidators(): Promise<Validator[]> {
  return validatorList.parse(await api<unknown>('GET', '/validators')).validators;
}

/** The external validators of the shared planner (`manage_users`: others get no request). */
export function useValidators({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: validatorsQueryKey, queryFn: getValidators, enabled });
}
