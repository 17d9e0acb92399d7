import type { AccountExport } from '@pagewise/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { userSchemas } from '../../../lib/schemas.ts';
import { accountExportsQueryKey } from './get-account-exports.ts';

/** `POST /account/exports`: answers 202 with the queued export; the archive is made by a job. */
export async function startAccountExport(): Promise<AccountExport> {
  const [{ accountExport }, answer] = await Promise.all([
    userSchemas(),
    api<unknown>('POST', '/account/exports'),
  ]);
  return accountExport.parse(answer);
}

export function useStartAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAccountExport,
    // The new export heads the list at once, which starts the polling of its progress.
    onSuccess: (started) =>
      queryClient.setQueryData<AccountExport[]>(accountExportsQueryKey, (exports = []) => [
        started,
        ...exports.filter((known) => known.id !== started.id),
      ]),
  });
}
