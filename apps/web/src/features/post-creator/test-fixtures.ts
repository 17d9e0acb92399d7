import type { Media, Post } from '@pagewise/shared/posts/post';
import { vi } from 'vitest';

const MB = 1024 * 1024;

export function buildMedia(overrides: Partial<Media> = {}): Media {
  return {
    id: 'media-1',
    kind: 'image',
    fileName: 'croissant.png',
    mime: 'image/png',
    format: 'png',
    bytes: 0.2 * MB,
    width: 1200,
    height: 800,
    frames: null,
    durationSeconds: null,
    videoCodec: null,
    audioCodec: null,
    audioSampleRate: null,
    fps: null,
    url: '/media/croissant.png',
    ...overrides,
  };
}

export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'post-1',
    kind: 'standard',
    pageIds: ['p1'],
    message: 'Fresh croissants every morning',
    networkTexts: {},
    pageTexts: {},
    description: '',
    link: 'https://example.com/croissants',
    mediaIds: [],
    carouselRatio: 'original',
    thumbnailMediaId: null,
    documentMediaId: null,
    documentTitle: '',
    poll: null,
    reel: false,
    location: '',
    tags: [],
    collaborators: [],
    options: {},
    storyOfPostId: null,
    origin: 'manual',
    scheduledAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'user-1',
    targets: [],
    customised: false,
    media: [],
    warnings: [],
    validation: { state: 'none', assignee: null, decidedAt: null, decidedByName: null },
    ...overrides,
  };
}

type UploadAnswer = { status: number; body: unknown };

/**
 * Stands in for XMLHttpRequest (the upload reports its progress through it): each file sent gets
 * half its progress, then `answer(file)` (a promise holds the upload at half way until it settles).
 */
export function stubUploads(answer: (file: File) => UploadAnswer | Promise<UploadAnswer>) {
  const sent: File[] = [];
  class FakeRequest {
    status = 0;
    statusText = '';
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push(file);
      setTimeout(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        const result = await answer(file);
        this.status = result.status;
        this.responseText = JSON.stringify(result.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

/** The JSON bodies sent with `call` ("POST /posts") through the stubbed fetch. */
export function sentBodies(call: string): Record<string, unknown>[] {
  const [method, path] = call.split(' ');
  return vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) => (init?.method ?? 'GET') === method && String(input) === `/api${path}`,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}
