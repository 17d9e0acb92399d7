import { uploadMaxBytes } from '@pagewise/shared/posts/limits';
import type { MediaKind } from '@pagewise/shared/posts/post';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { useUploadMedia } from '../api/upload-media.ts';
import type { ComposerAction, UploadRole } from '../composer-state.ts';

let uploadCount = 0;

/** The kind the browser says a file is: only a first guess, which the server checks by its bytes. */
function claimedKind(file: File): MediaKind | undefined {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type === 'application/pdf') return 'document';
  return undefined;
}

/** A file the server would refuse for its weight is not sent at all: the same answer, at once. */
function tooLarge(file: File): ApiError | undefined {
  const kind = claimedKind(file);
  if (!kind || file.size <= uploadMaxBytes[kind]) return undefined;
  return new ApiError('media_too_large', 413, 'File too large', {}, { kind, maxBytes: uploadMaxBytes[kind] });
}

/** Sends each file as soon as it is picked, reporting its progress; leaving the composer stops them. */
export function useMediaUpload(dispatch: Dispatch<ComposerAction>) {
  const { mutateAsync } = useUploadMedia();
  const running = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers.values()) controller.abort();
    };
  }, []);

  const start = useCallback(
    (files: readonly File[], role: UploadRole) => {
      for (const file of files) {
        uploadCount += 1;
        const key = `upload-${uploadCount}`;
        dispatch({ type: 'uploadStarted', key, fileName: file.name, role });
        const refused = tooLarge(file);
        if (refused) {
          dispatch({ type: 'uploadFailed', key, error: refused });
          continue;
        }
        const controller = new AbortController();
        running.current.set(key, controller);
        mutateAsync({
          file,
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: 'uploadProgress', key, progress }),
        })
          .then(
            (media) => dispatch({ type: 'uploadDone', key, media }),
            (error: unknown) => {
              if (!controller.signal.aborted) dispatch({ type: 'uploadFailed', key, error });
            },
          )
          .finally(() => running.current.delete(key));
      }
    },
    [dispatch, mutateAsync],
  );

  const cancel = useCallback(
    (key: string) => {
      running.current.get(key)?.abort();
      dispatch({ type: 'dismissUpload', key });
    },
    [dispatch],
  );

  return { start, cancel };
}
