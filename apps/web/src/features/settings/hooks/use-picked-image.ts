import type { Me } from '@pagewise/shared/users';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { useObjectUrl } from './use-object-url.ts';

/** The one problem found before any upload. */
export const notAnImage = 'notAnImage';

/**
 * An image picked to replace a saved one (a profile picture, the reports' logo): seen first, then
 * kept (uploaded) or given up; or the saved one removed. `problem` is `notAnImage` or the server's
 * refusal; `saved` and `removed` are the notices of each success.
 */
export function usePickedImage(options: {
  upload: UseMutationResult<Me, Error, File>;
  remove: UseMutationResult<Me, Error, void>;
  saved: string;
  removed: string;
}) {
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const preview = useObjectUrl(picked);
  const pick = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(notAnImage);
    setPicked(file);
  };
  const keep = (file: File) =>
    options.upload.mutate(file, {
      onSuccess: () => {
        setPicked(null);
        notifySuccess(options.saved);
      },
      onError: setProblem,
    });
  const drop = () =>
    options.remove.mutate(undefined, {
      onSuccess: () => notifySuccess(options.removed),
      onError: setProblem,
    });
  return { picked, preview, problem, pick, keep, drop, giveUp: () => setPicked(null) };
}
