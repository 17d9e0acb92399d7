import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { useUploadMedia } from '../api/upload-media.ts';
import type { ComposerAction, UploadRole } from '../composer-state.ts';

let uploadCount = 0;

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
        const controller = new AbortController();
        running.current.set(key, controller);
        dispatch({ type: 'uploadStarted', key, fileName: file.name, role });
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
